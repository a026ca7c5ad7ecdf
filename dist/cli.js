#!/usr/bin/env node
import{createRequire as e}from"module";var t={8787:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2021 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(3742);e.exports=r},3742:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2021 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function filled(e,t){var n;var r;n=[];for(r=0;r<t;r++){n.push(e)}return n}e.exports=filled},1830:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2021 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(1401);e.exports=r},1401:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2021 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(8787);function zeros(e){return r(0,e)}e.exports=zeros},9979:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(9714);var s=n(5878);var i=n(8520);var o;if(r()){o=s}else{o=i}e.exports=o},5878:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=typeof Float64Array==="function"?Float64Array:void 0;e.exports=t},8520:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function polyfill(){throw new Error("not implemented")}e.exports=polyfill},4826:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(5613);var s=n(3405);var i=n(523);var o;if(r()){o=s}else{o=i}e.exports=o},3405:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=typeof Uint16Array==="function"?Uint16Array:void 0;e.exports=t},523:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function polyfill(){throw new Error("not implemented")}e.exports=polyfill},7096:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(4171);var s=n(2399);var i=n(3689);var o;if(r()){o=s}else{o=i}e.exports=o},2399:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=typeof Uint32Array==="function"?Uint32Array:void 0;e.exports=t},3689:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function polyfill(){throw new Error("not implemented")}e.exports=polyfill},5183:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(4246);var s=n(8570);var i=n(7540);var o;if(r()){o=s}else{o=i}e.exports=o},8570:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=typeof Uint8Array==="function"?Uint8Array:void 0;e.exports=t},7540:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function polyfill(){throw new Error("not implemented")}e.exports=polyfill},5265:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=typeof Float64Array==="function"?Float64Array:null;e.exports=t},9714:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(6405);e.exports=r},6405:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(910);var s=n(5265);function hasFloat64ArraySupport(){var e;var t;if(typeof s!=="function"){return false}try{t=new s([1,3.14,-3.14,NaN]);e=r(t)&&t[0]===1&&t[1]===3.14&&t[2]===-3.14&&t[3]!==t[3]}catch(t){e=false}return e}e.exports=hasFloat64ArraySupport},1907:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(4270);e.exports=r},4270:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=Object.prototype.hasOwnProperty;function hasOwnProp(e,n){if(e===void 0||e===null){return false}return t.call(e,n)}e.exports=hasOwnProp},5547:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(166);e.exports=r},166:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function hasSymbolSupport(){return typeof Symbol==="function"&&typeof Symbol("foo")==="symbol"}e.exports=hasSymbolSupport},9501:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(6284);e.exports=r},6284:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(5547);var s=r();function hasToStringTagSupport(){return s&&typeof Symbol.toStringTag==="symbol"}e.exports=hasToStringTagSupport},5613:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(2364);e.exports=r},2364:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(3599);var s=n(6653);var i=n(5929);function hasUint16ArraySupport(){var e;var t;if(typeof i!=="function"){return false}try{t=[1,3.14,-3.14,s+1,s+2];t=new i(t);e=r(t)&&t[0]===1&&t[1]===3&&t[2]===s-2&&t[3]===0&&t[4]===1}catch(t){e=false}return e}e.exports=hasUint16ArraySupport},5929:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=typeof Uint16Array==="function"?Uint16Array:null;e.exports=t},4171:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(8950);e.exports=r},8950:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(3209);var s=n(8035);var i=n(2709);function hasUint32ArraySupport(){var e;var t;if(typeof i!=="function"){return false}try{t=[1,3.14,-3.14,s+1,s+2];t=new i(t);e=r(t)&&t[0]===1&&t[1]===3&&t[2]===s-2&&t[3]===0&&t[4]===1}catch(t){e=false}return e}e.exports=hasUint32ArraySupport},2709:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=typeof Uint32Array==="function"?Uint32Array:null;e.exports=t},4246:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(249);e.exports=r},249:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(228);var s=n(2732);var i=n(5545);function hasUint8ArraySupport(){var e;var t;if(typeof i!=="function"){return false}try{t=[1,3.14,-3.14,s+1,s+2];t=new i(t);e=r(t)&&t[0]===1&&t[1]===3&&t[2]===s-2&&t[3]===0&&t[4]===1}catch(t){e=false}return e}e.exports=hasUint8ArraySupport},5545:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=typeof Uint8Array==="function"?Uint8Array:null;e.exports=t},910:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(7439);e.exports=r},7439:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(547);var s=typeof Float64Array==="function";function isFloat64Array(e){return s&&e instanceof Float64Array||r(e)==="[object Float64Array]"}e.exports=isFloat64Array},7604:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(5183);var s=n(4826);var i={uint16:s,uint8:r};e.exports=i},347:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(7158);e.exports=r},7158:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(7604);var s;function isLittleEndian(){var e;var t;e=new r["uint16"](1);e[0]=4660;t=new r["uint8"](e.buffer);return t[0]===52}s=isLittleEndian();e.exports=s},3599:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(2394);e.exports=r},2394:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(547);var s=typeof Uint16Array==="function";function isUint16Array(e){return s&&e instanceof Uint16Array||r(e)==="[object Uint16Array]"}e.exports=isUint16Array},3209:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(8168);e.exports=r},8168:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(547);var s=typeof Uint32Array==="function";function isUint32Array(e){return s&&e instanceof Uint32Array||r(e)==="[object Uint32Array]"}e.exports=isUint32Array},228:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(7755);e.exports=r},7755:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(547);var s=typeof Uint8Array==="function";function isUint8Array(e){return s&&e instanceof Uint8Array||r(e)==="[object Uint8Array]"}e.exports=isUint8Array},23:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=.5772156649015329;e.exports=t},1877:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=1023|0;e.exports=t},3935:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=2147483647>>>0;e.exports=t},222:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=2146435072;e.exports=t},5976:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=2147483648>>>0;e.exports=t},8910:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=1048575;e.exports=t},4322:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=.9189385332046728;e.exports=t},1239:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=.6931471805599453;e.exports=t},2656:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=-1023|0;e.exports=t},6276:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=1023|0;e.exports=t},4862:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=-1074|0;e.exports=t},1475:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(4241);var s=r.NEGATIVE_INFINITY;e.exports=s},1277:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2024 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=20|0;e.exports=t},9701:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=3.141592653589793;e.exports=t},469:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=Number.POSITIVE_INFINITY;e.exports=t},5417:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=22250738585072014e-324;e.exports=t},2385:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=2.5066282746310007;e.exports=t},6653:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=65535|0;e.exports=t},8035:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=4294967295;e.exports=t},2732:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=255|0;e.exports=t},530:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(8085);e.exports=r},8085:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(2804);function isEven(e){return r(e/2)}e.exports=isEven},7234:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(661);e.exports=r},661:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(469);var s=n(1475);function isInfinite(e){return e===r||e===s}e.exports=isInfinite},2804:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(3835);e.exports=r},3835:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(2334);function isInteger(e){return r(e)===e}e.exports=isInteger},6523:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(9382);e.exports=r},9382:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function isnan(e){return e!==e}e.exports=isnan},3270:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(8121);e.exports=r},8121:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(1475);function isNegativeZero(e){return e===0&&1/e===r}e.exports=isNegativeZero},7687:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(9106);e.exports=r},9106:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(530);function isOdd(e){if(e>0){return r(e-1)}return r(e+1)}e.exports=isOdd},866:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(7685);e.exports=r},7685:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(469);function isPositiveZero(e){return e===0&&1/e===r}e.exports=isPositiveZero},6260:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(6443);e.exports=r},6443:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2021 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function abs(e){return Math.abs(e)}e.exports=abs},2913:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The code is adapted from the Fortran routine from the FNLIB library of the [SLATEC Common Mathematical Library]{@link https://netlib.org/slatec/fnlib/dcsevl.f}.
*
* The original code was developed by W. Fullerton of Los Alamos Scientific Laboratory, a governmental institution, and is therefore public domain.
*/
var t=[+1276642195630063e-46,-3.401102254316749e-30,+1025680058010471e-43,-35475981581010704e-43,+14292273559424982e-41,-6831888753985767e-39,+39628370610464347e-38,-2.868042435334643e-20,+2683181998482699e-33,-3399615005417722e-31,+6221098041892606e-29,-1809129475572494e-26,+9.81082564692473e-9,-1384948176067564e-20,+.16663894804518634];var n=t.length;function dcseval(e){var r;var s;var i;var o;var a;if(e<-1.1||e>1.1){return NaN}i=0;o=0;r=2*e;for(a=0;a<n;a++){s=i;i=o;o=r*i-s+t[a]}return(o-s)*.5}e.exports=dcseval},9364:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The code is adapted from the Fortran routine from the FNLIB library of the [SLATEC Common Mathematical Library]{@link https://netlib.org/fn/d9lgmc.f}.
*
* The original code was developed by W. Fullerton of Los Alamos Scientific Laboratory, a governmental institution, and is therefore public domain.
*/
var r=n(6310);var s=n(2913);var i=94906265.62425156;var o=3745194030963158e291;function gammaCorrection(e){if(e<10){return NaN}if(e>=o){return 0}if(e<i){return s(2*r(10/e,2)-1)/e}return 1/(e*12)}e.exports=gammaCorrection},5616:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(3127);e.exports=r},3127:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The code is adapted from the Fortran routine from the FNLIB library of the [SLATEC Common Mathematical Library]{@link https://www.netlib.org/slatec/fnlib/albeta.f}.
*
* The original code was developed by W. Fullerton of Los Alamos Scientific Laboratory, a governmental institution, and is therefore public domain.
*/
var r=n(7711);var s=n(7260);var i=n(905);var o=n(2974);var a=n(8008);var c=n(1550);var l=n(4322);var u=n(1475);var f=n(469);var d=n(9364);function betaln(e,t){var n;var h;var p;h=a(e,t);p=o(e,t);if(h<0){return NaN}if(h===0){return f}if(p===f){return u}if(h>=10){n=d(h)+d(p)-d(h+p);return-.5*c(p)+l+n+(h-.5)*c(h/(h+p))+p*s(-h/(h+p))}if(p>=10){n=d(p)-d(h+p);return r(h)+n+h-h*c(h+p)+(p-.5)*s(-h/(h+p))}return c(i(h)*(i(p)/i(h+p)))}e.exports=betaln},3385:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(7640);e.exports=r},7640:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=Math.ceil;e.exports=t},5672:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(9775);e.exports=r},9775:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(5976);var s=n(3935);var i=n(7949);var o=n(2882);var a=n(7844);var c=[0,0];function copysign(e,t){var n;var l;i.assign(e,c,1,0);n=c[0];n&=s;l=o(t);l&=r;n|=l;return a(n,c[1])}e.exports=copysign},9191:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(4274);e.exports=r},4274:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The following copyright, license, and long comment were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/s_cos.c}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
*
* Developed at SunPro, a Sun Microsystems, Inc. business.
* Permission to use, copy, modify, and distribute this
* software is freely granted, provided that this notice
* is preserved.
* ```
*/
var r=n(2882);var s=n(1567);var i=n(186);var o=n(3982);var a=n(3935);var c=n(222);var l=[0,0];var u=1072243195|0;var f=1044381696|0;function cos(e){var t;var n;t=r(e);t&=a;if(t<=u){if(t<f){return 1}return s(e,0)}if(t>=c){return NaN}n=o(e,l);switch(n&3){case 0:return s(l[0],l[1]);case 1:return-i(l[0],l[1]);case 2:return-s(l[0],l[1]);default:return i(l[0],l[1])}}e.exports=cos},988:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(4387);e.exports=r},4387:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The following copyright, license, and long comment were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/s_erf.c}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
*
* Developed at SunPro, a Sun Microsystems, Inc. business.
* Permission to use, copy, modify, and distribute this
* software is freely granted, provided that this notice
* is preserved.
* ```
*/
var r=n(6523);var s=n(1851);var i=n(3786);var o=n(469);var a=n(1475);var c=n(8300);var l=n(8018);var u=n(675);var f=n(5266);var d=n(8925);var h=n(1332);var p=n(516);var m=n(9101);var g=1e-300;var v=13877787807814457e-33;var y=.8450629115104675;var b=.12837916709551256;var k=1;var S=-.0023621185607526594;var $=1;var A=-.009864944034847148;var E=1;var T=-.0098649429247001;var x=1;function erfc(e){var t;var n;var N;var I;var L;var C;var O;var R;if(r(e)){return NaN}if(e===o){return 0}if(e===a){return 2}if(e===0){return 1}if(e<0){t=true;n=-e}else{t=false;n=e}if(n<.84375){if(n<v){return 1-e}N=e*e;I=b+N*c(N);L=k+N*l(N);C=I/L;if(e<.25){return 1-(e+e*C)}I=e*C;I+=e-.5;return.5-I}if(n<1.25){L=n-1;O=S+L*u(L);R=$+L*f(L);if(t){return 1+y+O/R}return 1-y-O/R}if(n<28){L=1/(n*n);if(n<2.857142857142857){I=A+L*d(L);L=E+L*h(L)}else{if(e<-6){return 2-g}I=T+L*p(L);L=x+L*m(L)}N=i(n,0);I=s(-(N*N)-.5625)*s((N-n)*(N+n)+I/L);if(t){return 2-I/n}return I/n}if(t){return 2-g}return g*g}e.exports=erfc},675:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return.41485611868374833}return.41485611868374833+e*(-.3722078760357013+e*(.31834661990116175+e*(-.11089469428239668+e*(.035478304325618236+e*-.002166375594868791))))}e.exports=evalpoly},8300:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return-.3250421072470015}return-.3250421072470015+e*(-.02848174957559851+e*(-.005770270296489442+e*-23763016656650163e-21))}e.exports=evalpoly},5266:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return.10642088040084423}return.10642088040084423+e*(.540397917702171+e*(.07182865441419627+e*(.12617121980876164+e*(.01363708391202905+e*.011984499846799107))))}e.exports=evalpoly},8018:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return.39791722395915535}return.39791722395915535+e*(.0650222499887673+e*(.005081306281875766+e*(.00013249473800432164+e*-3960228278775368e-21)))}e.exports=evalpoly},8925:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return-.6938585727071818}return-.6938585727071818+e*(-10.558626225323291+e*(-62.375332450326006+e*(-162.39666946257347+e*(-184.60509290671104+e*(-81.2874355063066+e*-9.814329344169145)))))}e.exports=evalpoly},516:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return-.799283237680523}return-.799283237680523+e*(-17.757954917754752+e*(-160.63638485582192+e*(-637.5664433683896+e*(-1025.0951316110772+e*-483.5191916086514))))}e.exports=evalpoly},1332:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return 19.651271667439257}return 19.651271667439257+e*(137.65775414351904+e*(434.56587747522923+e*(645.3872717332679+e*(429.00814002756783+e*(108.63500554177944+e*(6.570249770319282+e*-.0604244152148581))))))}e.exports=evalpoly},9101:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return 30.33806074348246}return 30.33806074348246+e*(325.7925129965739+e*(1536.729586084437+e*(3199.8582195085955+e*(2553.0504064331644+e*(474.52854120695537+e*-22.44095244658582)))))}e.exports=evalpoly},3034:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(8349);e.exports=r},8349:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The original C++ code and copyright notice are from the [Boost library]{@link http://www.boost.org/doc/libs/1_48_0/boost/math/special_functions/detail/erf_inv.hpp}. This implementation follows the original, but has been modified for JavaScript.
*
* ```text
* (C) Copyright John Maddock 2006.
*
* Use, modification and distribution are subject to the
* Boost Software License, Version 1.0. (See accompanying file
* LICENSE or copy at http://www.boost.org/LICENSE_1_0.txt)
* ```
*/
var r=n(6523);var s=n(5478);var i=n(1550);var o=n(469);var a=n(1475);var c=n(8944);var l=n(8776);var u=n(1964);var f=n(4932);var d=n(1376);var h=.08913147449493408;var p=2.249481201171875;var m=.807220458984375;var g=.9399557113647461;var v=.9836282730102539;function erfinv(e){var t;var n;var y;var b;var k;var S;if(r(e)){return NaN}if(e===1){return o}if(e===-1){return a}if(e===0){return e}if(e>1||e<-1){return NaN}if(e<0){t=-1;n=-e}else{t=1;n=e}b=1-n;if(n<=.5){k=n*(n+10);S=c(n);return t*(k*h+k*S)}if(b>=.25){k=s(-2*i(b));b-=.25;S=l(b);return t*(k/(p+S))}b=s(-i(b));if(b<3){y=b-1.125;S=u(y);return t*(m*b+S*b)}if(b<6){y=b-3;S=f(y);return t*(g*b+S*b)}y=b-6;S=d(y);return t*(v*b+S*b)}e.exports=erfinv},8944:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalrational(e){var t;var n;var r;if(e===0){return-.0005087819496582806}if(e<0){t=-e}else{t=e}if(t<=1){n=-.0005087819496582806+e*(-.008368748197417368+e*(.03348066254097446+e*(-.012692614766297404+e*(-.03656379714117627+e*(.02198786811111689+e*(.008226878746769157+e*(-.005387729650712429+e*(0+e*0))))))));r=1+e*(-.9700050433032906+e*(-1.5657455823417585+e*(1.5622155839842302+e*(.662328840472003+e*(-.7122890234154284+e*(-.05273963823400997+e*(.07952836873415717+e*(-.0023339375937419+e*.0008862163904564247))))))))}else{e=1/e;n=0+e*(0+e*(-.005387729650712429+e*(.008226878746769157+e*(.02198786811111689+e*(-.03656379714117627+e*(-.012692614766297404+e*(.03348066254097446+e*(-.008368748197417368+e*-.0005087819496582806))))))));r=.0008862163904564247+e*(-.0023339375937419+e*(.07952836873415717+e*(-.05273963823400997+e*(-.7122890234154284+e*(.662328840472003+e*(1.5622155839842302+e*(-1.5657455823417585+e*(-.9700050433032906+e*1))))))))}return n/r}e.exports=evalrational},8776:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalrational(e){var t;var n;var r;if(e===0){return-.20243350835593876}if(e<0){t=-e}else{t=e}if(t<=1){n=-.20243350835593876+e*(.10526468069939171+e*(8.3705032834312+e*(17.644729840837403+e*(-18.851064805871424+e*(-44.6382324441787+e*(17.445385985570866+e*(21.12946554483405+e*-3.6719225470772936)))))));r=1+e*(6.242641248542475+e*(3.971343795334387+e*(-28.66081804998+e*(-20.14326346804852+e*(48.560921310873994+e*(10.826866735546016+e*(-22.643693341313973+e*1.7211476576120028)))))))}else{e=1/e;n=-3.6719225470772936+e*(21.12946554483405+e*(17.445385985570866+e*(-44.6382324441787+e*(-18.851064805871424+e*(17.644729840837403+e*(8.3705032834312+e*(.10526468069939171+e*-.20243350835593876)))))));r=1.7211476576120028+e*(-22.643693341313973+e*(10.826866735546016+e*(48.560921310873994+e*(-20.14326346804852+e*(-28.66081804998+e*(3.971343795334387+e*(6.242641248542475+e*1)))))))}return n/r}e.exports=evalrational},1964:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalrational(e){var t;var n;var r;if(e===0){return-.1311027816799519}if(e<0){t=-e}else{t=e}if(t<=1){n=-.1311027816799519+e*(-.16379404719331705+e*(.11703015634199525+e*(.38707973897260434+e*(.3377855389120359+e*(.14286953440815717+e*(.029015791000532906+e*(.0021455899538880526+e*(-6.794655751811263e-7+e*(2.8522533178221704e-8+e*-6.81149956853777e-10)))))))));r=1+e*(3.4662540724256723+e*(5.381683457070069+e*(4.778465929458438+e*(2.5930192162362027+e*(.848854343457902+e*(.15226433829533179+e*(.011059242293464892+e*(0+e*(0+e*0)))))))))}else{e=1/e;n=-6.81149956853777e-10+e*(2.8522533178221704e-8+e*(-6.794655751811263e-7+e*(.0021455899538880526+e*(.029015791000532906+e*(.14286953440815717+e*(.3377855389120359+e*(.38707973897260434+e*(.11703015634199525+e*(-.16379404719331705+e*-.1311027816799519)))))))));r=0+e*(0+e*(0+e*(.011059242293464892+e*(.15226433829533179+e*(.848854343457902+e*(2.5930192162362027+e*(4.778465929458438+e*(5.381683457070069+e*(3.4662540724256723+e*1)))))))))}return n/r}e.exports=evalrational},4932:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalrational(e){var t;var n;var r;if(e===0){return-.0350353787183178}if(e<0){t=-e}else{t=e}if(t<=1){n=-.0350353787183178+e*(-.0022242652921344794+e*(.018557330651423107+e*(.009508047013259196+e*(.0018712349281955923+e*(.00015754461742496055+e*(460469890584318e-20+e*(-2.304047769118826e-10+e*26633922742578204e-28)))))));r=1+e*(1.3653349817554064+e*(.7620591645536234+e*(.22009110576413124+e*(.03415891436709477+e*(.00263861676657016+e*(7646752923027944e-20+e*(0+e*0)))))))}else{e=1/e;n=26633922742578204e-28+e*(-2.304047769118826e-10+e*(460469890584318e-20+e*(.00015754461742496055+e*(.0018712349281955923+e*(.009508047013259196+e*(.018557330651423107+e*(-.0022242652921344794+e*-.0350353787183178)))))));r=0+e*(0+e*(7646752923027944e-20+e*(.00263861676657016+e*(.03415891436709477+e*(.22009110576413124+e*(.7620591645536234+e*(1.3653349817554064+e*1)))))))}return n/r}e.exports=evalrational},1376:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalrational(e){var t;var n;var r;if(e===0){return-.016743100507663373}if(e<0){t=-e}else{t=e}if(t<=1){n=-.016743100507663373+e*(-.0011295143874558028+e*(.001056288621524929+e*(.00020938631748758808+e*(14962478375834237e-21+e*(4.4969678992770644e-7+e*(4.625961635228786e-9+e*(-2811287356288318e-29+e*9905570997331033e-32)))))));r=1+e*(.5914293448864175+e*(.1381518657490833+e*(.016074608709367652+e*(.0009640118070051656+e*(27533547476472603e-21+e*(2.82243172016108e-7+e*(0+e*0)))))))}else{e=1/e;n=9905570997331033e-32+e*(-2811287356288318e-29+e*(4.625961635228786e-9+e*(4.4969678992770644e-7+e*(14962478375834237e-21+e*(.00020938631748758808+e*(.001056288621524929+e*(-.0011295143874558028+e*-.016743100507663373)))))));r=0+e*(0+e*(2.82243172016108e-7+e*(27533547476472603e-21+e*(.0009640118070051656+e*(.016074608709367652+e*(.1381518657490833+e*(.5914293448864175+e*1)))))))}return n/r}e.exports=evalrational},6567:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The following copyrights, licenses, and long comment were part of the original implementation available as part of [Go]{@link https://github.com/golang/go/blob/cb07765045aed5104a3df31507564ac99e6ddce8/src/math/exp.go}, which in turn was based on an implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/e_exp.c}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright (c) 2009 The Go Authors. All rights reserved.
*
* Redistribution and use in source and binary forms, with or without
* modification, are permitted provided that the following conditions are
* met:
*
*    * Redistributions of source code must retain the above copyright
* notice, this list of conditions and the following disclaimer.
*    * Redistributions in binary form must reproduce the above
* copyright notice, this list of conditions and the following disclaimer
* in the documentation and/or other materials provided with the
* distribution.
*    * Neither the name of Google Inc. nor the names of its
* contributors may be used to endorse or promote products derived from
* this software without specific prior written permission.
*
* THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS
* "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT
* LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR
* A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT
* OWNER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL,
* SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT
* LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE,
* DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY
* THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT
* (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
* OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
* ```
*
* ```text
* Copyright (C) 2004 by Sun Microsystems, Inc. All rights reserved.
*
* Developed at SunPro, a Sun Microsystems, Inc. business.
* Permission to use, copy, modify, and distribute this
* software is freely granted, provided that this notice
* is preserved.
* ```
*/
var r=n(3291);var s=n(1589);function expmulti(e,t,n){var i;var o;var a;var c;i=e-t;o=i*i;a=i-o*s(o);c=1-(t-i*a/(2-a)-e);return r(c,n)}e.exports=expmulti},1851:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(1878);e.exports=r},1878:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The following copyrights, licenses, and long comment were part of the original implementation available as part of [Go]{@link https://github.com/golang/go/blob/cb07765045aed5104a3df31507564ac99e6ddce8/src/math/exp.go}, which in turn was based on an implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/e_exp.c}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright (c) 2009 The Go Authors. All rights reserved.
*
* Redistribution and use in source and binary forms, with or without
* modification, are permitted provided that the following conditions are
* met:
*
*    * Redistributions of source code must retain the above copyright
* notice, this list of conditions and the following disclaimer.
*    * Redistributions in binary form must reproduce the above
* copyright notice, this list of conditions and the following disclaimer
* in the documentation and/or other materials provided with the
* distribution.
*    * Neither the name of Google Inc. nor the names of its
* contributors may be used to endorse or promote products derived from
* this software without specific prior written permission.
*
* THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS
* "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT
* LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR
* A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT
* OWNER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL,
* SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT
* LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE,
* DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY
* THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT
* (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
* OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
* ```
*
* ```text
* Copyright (C) 2004 by Sun Microsystems, Inc. All rights reserved.
*
* Developed at SunPro, a Sun Microsystems, Inc. business.
* Permission to use, copy, modify, and distribute this
* software is freely granted, provided that this notice
* is preserved.
* ```
*/
var r=n(6523);var s=n(1262);var i=n(1475);var o=n(469);var a=n(6567);var c=.6931471803691238;var l=1.9082149292705877e-10;var u=1.4426950408889634;var f=709.782712893384;var d=-745.1332191019411;var h=1/(1<<28);var p=-h;function exp(e){var t;var n;var m;if(r(e)||e===o){return e}if(e===i){return 0}if(e>f){return o}if(e<d){return 0}if(e>p&&e<h){return 1+e}if(e<0){m=s(u*e-.5)}else{m=s(u*e+.5)}t=e-m*c;n=m*l;return a(t,n,m)}e.exports=exp},1589:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return.16666666666666602}return.16666666666666602+e*(-.0027777777777015593+e*(6613756321437934e-20+e*(-16533902205465252e-22+e*4.1381367970572385e-8)))}e.exports=evalpoly},2334:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(5681);e.exports=r},5681:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=Math.floor;e.exports=t},905:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(9848);e.exports=r},9848:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The original C code, long comment, copyright, license, and constants are from [Cephes]{@link http://www.netlib.org/cephes}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright 1984, 1987, 1989, 1992, 2000 by Stephen L. Moshier
*
* Some software in this archive may be from the book _Methods and Programs for Mathematical Functions_ (Prentice-Hall or Simon & Schuster International, 1989) or from the Cephes Mathematical Library, a commercial product. In either event, it is copyrighted by the author. What you see here may be used freely but it comes with no support or guarantee.
*
* Stephen L. Moshier
* moshier@na-net.ornl.gov
* ```
*/
var r=n(6523);var s=n(2804);var i=n(3270);var o=n(6260);var a=n(2334);var c=n(1794);var l=n(469);var u=n(1475);var f=n(9701);var d=n(2482);var h=n(6630);var p=n(3381);function gamma(e){var t;var n;var m;var g;if(s(e)&&e<0||e===u||r(e)){return NaN}if(e===0){if(i(e)){return u}return l}if(e>171.61447887182297){return l}if(e<-170.5674972726612){return 0}n=o(e);if(n>33){if(e>=0){return d(e)}m=a(n);if((m&1)===0){t=-1}else{t=1}g=n-m;if(g>.5){m+=1;g=n-m}g=n*c(f*g);return t*f/(o(g)*d(n))}g=1;while(e>=3){e-=1;g*=e}while(e<0){if(e>-1e-9){return h(e,g)}g/=e;e+=1}while(e<2){if(e<1e-9){return h(e,g)}g/=e;e+=1}if(e===2){return g}e-=2;return g*p(e)}e.exports=gamma},6886:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2024 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return.08333333333334822}return.08333333333334822+e*(.0034722222160545866+e*(-.0026813261780578124+e*(-.00022954996161337813+e*.0007873113957930937)))}e.exports=evalpoly},3381:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2024 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalrational(e){var t;var n;var r;if(e===0){return 1}if(e<0){t=-e}else{t=e}if(t<=1){n=1+e*(.4942148268014971+e*(.20744822764843598+e*(.04763678004571372+e*(.010421379756176158+e*(.0011913514700658638+e*(.00016011952247675185+e*0))))));r=1+e*(.0714304917030273+e*(-.23459179571824335+e*(.035823639860549865+e*(.011813978522206043+e*(-.004456419138517973+e*(.0005396055804933034+e*-23158187332412014e-21))))))}else{e=1/e;n=0+e*(.00016011952247675185+e*(.0011913514700658638+e*(.010421379756176158+e*(.04763678004571372+e*(.20744822764843598+e*(.4942148268014971+e*1))))));r=-23158187332412014e-21+e*(.0005396055804933034+e*(-.004456419138517973+e*(.011813978522206043+e*(.035823639860549865+e*(-.23459179571824335+e*(.0714304917030273+e*1))))))}return n/r}e.exports=evalrational},6630:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The original C code, copyright, license, and constants are from [Cephes]{@link http://www.netlib.org/cephes}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright 1984, 1987, 1989, 1992, 2000 by Stephen L. Moshier
*
* Some software in this archive may be from the book _Methods and Programs for Mathematical Functions_ (Prentice-Hall or Simon & Schuster International, 1989) or from the Cephes Mathematical Library, a commercial product. In either event, it is copyrighted by the author. What you see here may be used freely but it comes with no support or guarantee.
*
* Stephen L. Moshier
* moshier@na-net.ornl.gov
* ```
*/
var r=n(23);function gamma(e,t){return t/((1+r*e)*e)}e.exports=gamma},2482:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The original C code, copyright, license, and constants are from [Cephes]{@link http://www.netlib.org/cephes}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright 1984, 1987, 1989, 1992, 2000 by Stephen L. Moshier
*
* Some software in this archive may be from the book _Methods and Programs for Mathematical Functions_ (Prentice-Hall or Simon & Schuster International, 1989) or from the Cephes Mathematical Library, a commercial product. In either event, it is copyrighted by the author. What you see here may be used freely but it comes with no support or guarantee.
*
* Stephen L. Moshier
* moshier@na-net.ornl.gov
* ```
*/
var r=n(2385);var s=n(6310);var i=n(1851);var o=n(6886);var a=143.01608;function gamma(e){var t;var n;var c;t=1/e;t=1+t*o(t);n=i(e);if(e>a){c=s(e,.5*e-.25);n=c*(c/n)}else{n=s(e,e-.5)/n}return r*n*t}e.exports=gamma},7711:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(8554);e.exports=r},8554:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The following copyright, license, and long comment were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/12.2.0/lib/msun/src/e_lgamma_r.c}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
*
* Developed at SunPro, a Sun Microsystems, Inc. business.
* Permission to use, copy, modify, and distribute this
* software is freely granted, provided that this notice
* is preserved.
* ```
*/
var r=n(6523);var s=n(7234);var i=n(6260);var o=n(1550);var a=n(1262);var c=n(8901);var l=n(9701);var u=n(469);var f=n(9303);var d=n(5690);var h=n(1271);var p=n(7120);var m=n(2778);var g=n(6503);var v=n(2352);var y=n(7942);var b=n(5059);var k=n(9596);var S=.07721566490153287;var $=.3224670334241136;var A=1;var E=-.07721566490153287;var T=.48383612272381005;var x=-.1475877229945939;var N=.06462494023913339;var I=-.07721566490153287;var L=1;var C=.4189385332046727;var O=1.4616321449683622;var R=4503599627370496;var P=72057594037927940;var z=13877787807814457e-33;var M=1.4616321449683622;var j=-.12148629053584961;var B=-3638676997039505e-33;function gammaln(e){var t;var n;var F;var D;var U;var V;var q;var K;var Z;var H;var G;var W;var J;if(r(e)||s(e)){return e}if(e===0){return u}if(e<0){t=true;e=-e}else{t=false}if(e<z){return-o(e)}if(t){if(e>=R){return u}Z=c(e);if(Z===0){return u}n=o(l/i(Z*e))}if(e===1||e===2){return 0}if(e<2){if(e<=.9){J=-o(e);if(e>=O-1+.27){G=1-e;F=0}else if(e>=O-1-.27){G=e-(M-1);F=1}else{G=e;F=2}}else{J=0;if(e>=O+.27){G=2-e;F=0}else if(e>=O-.27){G=e-M;F=1}else{G=e-1;F=2}}switch(F){case 0:W=G*G;V=S+W*f(W);U=W*($+W*d(W));q=G*V+U;J+=q-.5*G;break;case 1:W=G*G;H=W*G;V=T+H*m(H);U=x+H*g(H);D=N+H*v(H);q=W*V-(B-H*(U+G*D));J+=j+q;break;case 2:V=G*(I+G*y(G));U=L+G*b(G);J+=-.5*G+V/U;break}}else if(e<8){F=a(e);G=e-F;q=G*(E+G*p(G));K=A+G*h(G);J=.5*G+q/K;W=1;switch(F){case 7:W*=G+6;case 6:W*=G+5;case 5:W*=G+4;case 4:W*=G+3;case 3:W*=G+2;J+=o(W)}}else if(e<P){Z=o(e);W=1/e;G=W*W;H=C+W*k(G);J=(e-.5)*(Z-1)+H}else{J=e*(o(e)-1)}if(t){J=n-J}return J}e.exports=gammaln},9303:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2024 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return.06735230105312927}return.06735230105312927+e*(.007385550860814029+e*(.0011927076318336207+e*(.00022086279071390839+e*25214456545125733e-21)))}e.exports=evalpoly},5690:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2024 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return.020580808432516733}return.020580808432516733+e*(.0028905138367341563+e*(.0005100697921535113+e*(.00010801156724758394+e*44864094961891516e-21)))}e.exports=evalpoly},1271:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2024 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return 1.3920053346762105}return 1.3920053346762105+e*(.7219355475671381+e*(.17193386563280308+e*(.01864591917156529+e*(.0007779424963818936+e*7326684307446256e-21))))}e.exports=evalpoly},7120:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2024 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return.21498241596060885}return.21498241596060885+e*(.325778796408931+e*(.14635047265246445+e*(.02664227030336386+e*(.0018402845140733772+e*3194753265841009e-20))))}e.exports=evalpoly},2778:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2024 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return-.032788541075985965}return-.032788541075985965+e*(.006100538702462913+e*(-.0014034646998923284+e*.00031563207090362595))}e.exports=evalpoly},6503:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2024 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return.01797067508118204}return.01797067508118204+e*(-.0036845201678113826+e*(.000881081882437654+e*-.00031275416837512086))}e.exports=evalpoly},2352:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2024 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return-.010314224129834144}return-.010314224129834144+e*(.0022596478090061247+e*(-.0005385953053567405+e*.0003355291926355191))}e.exports=evalpoly},7942:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2024 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return.6328270640250934}return.6328270640250934+e*(1.4549225013723477+e*(.9777175279633727+e*(.22896372806469245+e*.013381091853678766)))}e.exports=evalpoly},5059:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2024 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return 2.4559779371304113}return 2.4559779371304113+e*(2.128489763798934+e*(.7692851504566728+e*(.10422264559336913+e*.003217092422824239)))}e.exports=evalpoly},9596:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2024 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return.08333333333333297}return.08333333333333297+e*(-.0027777777772877554+e*(.0007936505586430196+e*(-.00059518755745034+e*(.0008363399189962821+e*-.0016309293409657527))))}e.exports=evalpoly},1567:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(4010);e.exports=r},4010:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The following copyright, license, and long comment were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/12.2.0/lib/msun/src/k_cos.c}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
*
* Developed at SunPro, a Sun Microsystems, Inc. business.
* Permission to use, copy, modify, and distribute this
* software is freely granted, provided that this notice
* is preserved.
* ```
*/
var r=n(5732);var s=n(3242);function kernelCos(e,t){var n;var i;var o;var a;a=e*e;o=a*a;i=a*r(a);i+=o*o*s(a);n=.5*a;o=1-n;return o+(1-o-n+(a*i-e*t))}e.exports=kernelCos},5732:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return.0416666666666666}return.0416666666666666+e*(-.001388888888887411+e*2480158728947673e-20)}e.exports=evalpoly},3242:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return-2.7557314351390663e-7}return-2.7557314351390663e-7+e*(2.087572321298175e-9+e*-11359647557788195e-27)}e.exports=evalpoly},186:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(7485);e.exports=r},7485:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The following copyright, license, and long comment were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/k_sin.c}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
*
* Developed at SunPro, a Sun Microsystems, Inc. business.
* Permission to use, copy, modify, and distribute this
* software is freely granted, provided that this notice
* is preserved.
* ```
*/
var t=-.16666666666666632;var n=.00833333333332249;var r=-.0001984126982985795;var s=27557313707070068e-22;var i=-2.5050760253406863e-8;var o=1.58969099521155e-10;function kernelSin(e,a){var c;var l;var u;var f;f=e*e;u=f*f;c=n+f*(r+f*s)+f*u*(i+f*o);l=f*e;if(a===0){return e+l*(t+f*c)}return e-(f*(.5*a-l*c)-a-l*t)}e.exports=kernelSin},3291:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(3078);e.exports=r},3078:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(469);var s=n(1475);var i=n(1877);var o=n(6276);var a=n(2656);var c=n(4862);var l=n(6523);var u=n(7234);var f=n(5672);var d=n(9335).assign;var h=n(6075);var p=n(7949);var m=n(7844);var g=2220446049250313e-31;var v=2148532223>>>0;var y=[0,0];var b=[0,0];function ldexp(e,t){var n;var k;if(t===0||e===0||l(e)||u(e)){return e}d(e,y,1,0);e=y[0];t+=y[1];t+=h(e);if(t<c){return f(0,e)}if(t>o){if(e<0){return s}return r}if(t<=a){t+=52;k=g}else{k=1}p.assign(e,b,1,0);n=b[0];n&=v;n|=t+i<<20;return k*m(n,b[1])}e.exports=ldexp},1550:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(5553);e.exports=r},5553:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The following copyright and license were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/e_log.c}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
*
* Developed at SunPro, a Sun Microsystems, Inc. business.
* Permission to use, copy, modify, and distribute this
* software is freely granted, provided that this notice
* is preserved.
* ```
*/
var r=n(2882);var s=n(5990);var i=n(6523);var o=n(1877);var a=n(1475);var c=n(6488);var l=n(1103);var u=.6931471803691238;var f=1.9082149292705877e-10;var d=0x40000000000000;var h=.3333333333333333;var p=1048575|0;var m=2146435072|0;var g=1048576|0;var v=1072693248|0;function ln(e){var t;var n;var y;var b;var k;var S;var $;var A;var E;var T;var x;var N;if(e===0){return a}if(i(e)||e<0){return NaN}n=r(e);k=0|0;if(n<g){k-=54|0;e*=d;n=r(e)}if(n>=m){return e+e}k+=(n>>20)-o|0;n&=p;A=n+614244&1048576|0;e=s(e,n|A^v);k+=A>>20|0;$=e-1;if((p&2+n)<3){if($===0){if(k===0){return 0}return k*u+k*f}S=$*$*(.5-h*$);if(k===0){return $-S}return k*u-(S-k*f-$)}T=$/(2+$);N=T*T;A=n-398458|0;x=N*N;E=440401-n|0;b=x*c(x);y=N*l(x);A|=E;S=y+b;if(A>0){t=.5*$*$;if(k===0){return $-(t-T*(t+S))}return k*u-(t-(T*(t+S)+k*f)-$)}if(k===0){return $-T*($-S)}return k*u-(T*($-S)-k*f-$)}e.exports=ln},6488:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return.3999999999940942}return.3999999999940942+e*(.22222198432149784+e*.15313837699209373)}e.exports=evalpoly},1103:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return.6666666666666735}return.6666666666666735+e*(.2857142874366239+e*(.1818357216161805+e*.14798198605116586))}e.exports=evalpoly},7260:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(7306);e.exports=r},7306:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The following copyright, license, and long comment were part of the original implementation available as part of [FDLIBM]{@link http://www.netlib.org/fdlibm/s_log1p.c}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
*
* Developed at SunPro, a Sun Microsystems, Inc. business.
* Permission to use, copy, modify, and distribute this
* software is freely granted, provided that this notice
* is preserved.
* ```
*/
var r=n(6523);var s=n(2882);var i=n(5990);var o=n(469);var a=n(1475);var c=n(1877);var l=n(897);var u=.6931471803691238;var f=1.9082149292705877e-10;var d=.41421356237309503;var h=-.2928932188134525;var p=1.862645149230957e-9;var m=5551115123125783e-32;var g=9007199254740992;var v=.6666666666666666;function log1p(e){var t;var n;var y;var b;var k;var S;var $;var A;var E;var T;if(e<-1||r(e)){return NaN}if(e===-1){return a}if(e===o){return e}if(e===0){return e}if(e<0){y=-e}else{y=e}T=1;if(y<d){if(y<p){if(y<m){return e}return e-e*e*.5}if(e>h){T=0;b=e;n=1}}if(T!==0){if(y<g){E=1+e;n=s(E);T=(n>>20)-c;if(T>0){k=1-(E-e)}else{k=e-(E-1)}k/=E}else{E=e;n=s(E);T=(n>>20)-c;k=0}n&=1048575;if(n<434334){E=i(E,n|1072693248)}else{T+=1;E=i(E,n|1071644672);n=1048576-n>>2}b=E-1}t=.5*b*b;if(n===0){if(b===0){k+=T*f;return T*u+k}A=t*(1-v*b);return T*u-(A-(T*f+k)-b)}S=b/(2+b);$=S*S;A=$*l($);if(T===0){return b-(t-S*(t+A))}return T*u-(t-(S*(t+A)+(T*f+k))-b)}e.exports=log1p},897:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return.6666666666666735}return.6666666666666735+e*(.3999999999940942+e*(.2857142874366239+e*(.22222198432149784+e*(.1818357216161805+e*(.15313837699209373+e*.14798198605116586)))))}e.exports=evalpoly},2974:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(8641);e.exports=r},8641:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(866);var s=n(6523);var i=n(469);function max(e,t){if(s(e)||s(t)){return NaN}if(e===i||t===i){return i}if(e===t&&e===0){if(r(e)){return e}return t}if(e>t){return e}return t}e.exports=max},8008:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(9503);e.exports=r},9503:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(3270);var s=n(6523);var i=n(1475);function min(e,t){if(s(e)||s(t)){return NaN}if(e===i||t===i){return i}if(e===t&&e===0){if(r(e)){return e}return t}if(e<t){return e}return t}e.exports=min},6310:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(7609);e.exports=r},9905:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The following copyright and license were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/s_pow.c}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright (C) 2004 by Sun Microsystems, Inc. All rights reserved.
*
* Developed at SunPro, a Sun Microsystems, Inc. business.
* Permission to use, copy, modify, and distribute this
* software is freely granted, provided that this notice
* is preserved.
* ```
*/
var r=n(2882);var s=n(3786);var i=n(5990);var o=n(1877);var a=n(1277);var c=n(3140);var l=1048575|0;var u=1048576|0;var f=1072693248|0;var d=536870912|0;var h=524288|0;var p=9007199254740992;var m=.9617966939259756;var g=.9617967009544373;var v=-7.028461650952758e-9;var y=[1,1.5];var b=[0,.5849624872207642];var k=[0,1.350039202129749e-8];function log2ax(e,t,n){var S;var $;var A;var E;var T;var x;var N;var I;var L;var C;var O;var R;var P;var z;var M;var j;var B;var F;var D;var U;var V;var q;U=0|0;if(n<u){t*=p;U-=53|0;n=r(t)}U+=(n>>a)-o|0;V=n&l|0;n=V|f|0;if(V<=235662){q=0}else if(V<767610){q=1}else{q=0;U+=1|0;n-=u}t=i(t,n);I=y[q];F=t-I;D=1/(t+I);$=F*D;E=s($,0);S=(n>>1|d)+h;S+=q<<18;x=i(0,S);N=t-(x-I);T=D*(F-E*x-E*N);A=$*$;B=A*A*c(A);B+=T*(E+$);A=E*E;x=3+A+B;x=s(x,0);N=B-(x-3-A);F=E*x;D=T*x+N*$;C=F+D;C=s(C,0);O=D-(C-F);R=g*C;P=v*C+O*m+k[q];L=b[q];j=U;z=R+P+L+j;z=s(z,0);M=P-(z-j-L-R);e[0]=z;e[1]=M;return e}e.exports=log2ax},3726:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The following copyright and license were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/s_pow.c}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright (C) 2004 by Sun Microsystems, Inc. All rights reserved.
*
* Developed at SunPro, a Sun Microsystems, Inc. business.
* Permission to use, copy, modify, and distribute this
* software is freely granted, provided that this notice
* is preserved.
* ```
*/
var r=n(3786);var s=n(837);var i=1.4426950408889634;var o=1.4426950216293335;var a=1.9259629911266175e-8;function logx(e,t){var n;var c;var l;var u;var f;var d;l=t-1;u=l*l*s(l);f=o*l;d=l*a-u*i;c=f+d;c=r(c,0);n=d-(c-f);e[0]=c;e[1]=n;return e}e.exports=logx},7609:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The following copyright and license were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/s_pow.c}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright (C) 2004 by Sun Microsystems, Inc. All rights reserved.
*
* Developed at SunPro, a Sun Microsystems, Inc. business.
* Permission to use, copy, modify, and distribute this
* software is freely granted, provided that this notice
* is preserved.
* ```
*/
var r=n(6523);var s=n(7687);var i=n(7234);var o=n(2804);var a=n(5478);var c=n(6260);var l=n(7949);var u=n(3786);var f=n(6519);var d=n(1475);var h=n(469);var p=n(3935);var m=n(2122);var g=n(888);var v=n(3355);var y=n(9905);var b=n(3726);var k=n(5224);var S=1072693247|0;var $=1105199104|0;var A=1139802112|0;var E=1083179008|0;var T=1072693248|0;var x=1083231232|0;var N=3230714880>>>0;var I=31|0;var L=1e300;var C=1e-300;var O=8008566259537294e-32;var R=[0|0,0|0];var P=[0,0];function pow(e,t){var n;var z;var M;var j;var B;var F;var D;var U;var V;var q;var K;var Z;var H;var G;var W;var J;if(r(e)||r(t)){return NaN}l.assign(t,R,1,0);F=R[0];D=R[1];if(D===0){if(t===0){return 1}if(t===1){return e}if(t===-1){return 1/e}if(t===.5){return a(e)}if(t===-.5){return 1/a(e)}if(t===2){return e*e}if(t===3){return e*e*e}if(t===4){e*=e;return e*e}if(i(t)){return v(e,t)}}l.assign(e,R,1,0);j=R[0];B=R[1];if(B===0){if(j===0){return m(e,t)}if(e===1){return 1}if(e===-1&&s(t)){return-1}if(i(e)){if(e===d){return pow(-0,-t)}if(t<0){return 0}return h}}if(e<0&&o(t)===false){return(e-e)/(e-e)}M=c(e);n=j&p|0;z=F&p|0;U=j>>>I|0;V=F>>>I|0;if(U&&s(t)){U=-1}else{U=1}if(z>$){if(z>A){return g(e,t)}if(n<S){if(V===1){return U*L*L}return U*C*C}if(n>T){if(V===0){return U*L*L}return U*C*C}H=b(P,M)}else{H=y(P,M,n)}q=u(t,0);Z=(t-q)*H[0]+t*H[1];K=q*H[0];G=Z+K;l.assign(G,R,1,0);W=f(R[0]);J=f(R[1]);if(W>=E){if((W-E|J)!==0){return U*L*L}if(Z+O>G-K){return U*L*L}}else if((W&p)>=x){if((W-N|J)!==0){return U*C*C}if(Z<=G-K){return U*C*C}}G=k(W,K,Z);return U*G}e.exports=pow},3140:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2024 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return.5999999999999946}return.5999999999999946+e*(.4285714285785502+e*(.33333332981837743+e*(.272728123808534+e*(.23066074577556175+e*.20697501780033842))))}e.exports=evalpoly},5568:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2024 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return.16666666666666602}return.16666666666666602+e*(-.0027777777777015593+e*(6613756321437934e-20+e*(-16533902205465252e-22+e*4.1381367970572385e-8)))}e.exports=evalpoly},837:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2024 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function evalpoly(e){if(e===0){return.5}return.5+e*(-.3333333333333333+e*.25)}e.exports=evalpoly},5224:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The following copyright and license were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/s_pow.c}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright (C) 2004 by Sun Microsystems, Inc. All rights reserved.
*
* Developed at SunPro, a Sun Microsystems, Inc. business.
* Permission to use, copy, modify, and distribute this
* software is freely granted, provided that this notice
* is preserved.
* ```
*/
var r=n(2882);var s=n(5990);var i=n(3786);var o=n(6519);var a=n(3291);var c=n(1239);var l=n(1877);var u=n(3935);var f=n(8910);var d=n(1277);var h=n(5568);var p=1048576|0;var m=1071644672|0;var g=.6931471824645996;var v=-1.904654299957768e-9;function pow2(e,t,n){var y;var b;var k;var S;var $;var A;var E;var T;var x;var N;var I;N=e&u|0;I=(N>>d)-l|0;x=0;if(N>m){x=e+(p>>I+1)>>>0;I=((x&u)>>d)-l|0;y=(x&~(f>>I))>>>0;k=s(0,y);x=(x&f|p)>>d-I>>>0;if(e<0){x=-x}t-=k}k=n+t;k=i(k,0);$=k*g;A=(n-(k-t))*c+k*v;T=$+A;E=A-(T-$);k=T*T;b=T-k*h(k);S=T*b/(b-2)-(E+T*E);T=1-(S-T);e=r(T);e=o(e);e+=x<<d>>>0;if(e>>d<=0){T=a(T,x)}else{T=s(T,e)}return T}e.exports=pow2},2122:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The following copyright and license were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/s_pow.c}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright (C) 2004 by Sun Microsystems, Inc. All rights reserved.
*
* Developed at SunPro, a Sun Microsystems, Inc. business.
* Permission to use, copy, modify, and distribute this
* software is freely granted, provided that this notice
* is preserved.
* ```
*/
var r=n(7687);var s=n(5672);var i=n(1475);var o=n(469);function pow(e,t){if(t===i){return o}if(t===o){return 0}if(t>0){if(r(t)){return e}return 0}if(r(t)){return s(o,e)}return o}e.exports=pow},888:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The following copyright and license were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/s_pow.c}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright (C) 2004 by Sun Microsystems, Inc. All rights reserved.
*
* Developed at SunPro, a Sun Microsystems, Inc. business.
* Permission to use, copy, modify, and distribute this
* software is freely granted, provided that this notice
* is preserved.
* ```
*/
var r=n(3935);var s=n(2882);var i=1072693247|0;var o=1e300;var a=1e-300;function pow(e,t){var n;var c;c=s(e);n=c&r;if(n<=i){if(t<0){return o*o}return a*a}if(t>0){return o*o}return a*a}e.exports=pow},3355:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(6260);var s=n(469);function pow(e,t){if(e===-1){return(e-e)/(e-e)}if(e===1){return 1}if(r(e)<1===(t===s)){return 0}return s}e.exports=pow},3982:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(4385);e.exports=r},7236:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The following copyright and license were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/k_rem_pio2.c}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
*
* Developed at SunPro, a Sun Microsystems, Inc. business.
* Permission to use, copy, modify, and distribute this
* software is freely granted, provided that this notice
* is preserved.
* ```
*/
var r=n(2334);var s=n(3291);var i=n(1830);var o=[10680707,7228996,1387004,2578385,16069853,12639074,9804092,4427841,16666979,11263675,12935607,2387514,4345298,14681673,3074569,13734428,16653803,1880361,10960616,8533493,3062596,8710556,7349940,6258241,3772886,3769171,3798172,8675211,12450088,3874808,9961438,366607,15675153,9132554,7151469,3571407,2607881,12013382,4155038,6285869,7677882,13102053,15825725,473591,9065106,15363067,6271263,9264392,5636912,4652155,7056368,13614112,10155062,1944035,9527646,15080200,6658437,6231200,6832269,16767104,5075751,3212806,1398474,7579849,6349435,12618859];var a=[1.570796251296997,7.549789415861596e-8,5390302529957765e-30,3282003415807913e-37,1270655753080676e-44,12293330898111133e-52,27337005381646456e-60,21674168387780482e-67];var c=16777216;var l=5.960464477539063e-8;var u=i(20);var f=i(20);var d=i(20);var h=i(20);function compute(e,t,n,i,u,f,p,m,g){var v;var y;var b;var k;var S;var $;var A;var E;var T;k=f;T=i[n];E=n;for(S=0;E>0;S++){y=l*T|0;h[S]=T-c*y|0;T=i[E-1]+y;E-=1}T=s(T,u);T-=8*r(T*.125);A=T|0;T-=A;b=0;if(u>0){S=h[n-1]>>24-u;A+=S;h[n-1]-=S<<24-u;b=h[n-1]>>23-u}else if(u===0){b=h[n-1]>>23}else if(T>=.5){b=2}if(b>0){A+=1;v=0;for(S=0;S<n;S++){E=h[S];if(v===0){if(E!==0){v=1;h[S]=16777216-E}}else{h[S]=16777215-E}}if(u>0){switch(u){case 1:h[n-1]&=8388607;break;case 2:h[n-1]&=4194303;break}}if(b===2){T=1-T;if(v!==0){T-=s(1,u)}}}if(T===0){E=0;for(S=n-1;S>=f;S--){E|=h[S]}if(E===0){for($=1;h[f-$]===0;$++){}for(S=n+1;S<=n+$;S++){g[m+S]=o[p+S];y=0;for(E=0;E<=m;E++){y+=e[E]*g[m+(S-E)]}i[S]=y}n+=$;return compute(e,t,n,i,u,f,p,m,g)}n-=1;u-=24;while(h[n]===0){n-=1;u-=24}}else{T=s(T,-u);if(T>=c){y=l*T|0;h[n]=T-c*y|0;n+=1;u+=24;h[n]=y}else{h[n]=T|0}}y=s(1,u);for(S=n;S>=0;S--){i[S]=y*h[S];y*=l}for(S=n;S>=0;S--){y=0;for($=0;$<=k&&$<=n-S;$++){y+=a[$]*i[S+$]}d[n-S]=y}y=0;for(S=n;S>=0;S--){y+=d[S]}if(b===0){t[0]=y}else{t[0]=-y}y=d[0]-y;for(S=1;S<=n;S++){y+=d[S]}if(b===0){t[1]=y}else{t[1]=-y}return A&7}function kernelRempio2(e,t,n,r){var s;var i;var a;var c;var l;var d;var h;var p;var m;i=4;c=r-1;a=(n-3)/24|0;if(a<0){a=0}d=n-24*(a+1);p=a-c;m=c+i;for(h=0;h<=m;h++){if(p<0){u[h]=0}else{u[h]=o[p]}p+=1}for(h=0;h<=i;h++){s=0;for(p=0;p<=c;p++){s+=e[p]*u[c+(h-p)]}f[h]=s}l=i;return compute(e,t,l,f,d,i,a,c,u)}e.exports=kernelRempio2},4385:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The following copyright and license were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/e_rem_pio2.c}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
*
* Developed at SunPro, a Sun Microsystems, Inc. business.
* Permission to use, copy, modify, and distribute this
* software is freely granted, provided that this notice
* is preserved.
*
* Optimized by Bruce D. Evans.
* ```
*/
var r=n(3935);var s=n(222);var i=n(8910);var o=n(2882);var a=n(1662);var c=n(7844);var l=n(7236);var u=n(499);var f=0;var d=16777216;var h=1.5707963267341256;var p=6077100506506192e-26;var m=2*p;var g=3*p;var v=4*p;var y=598523|0;var b=1072243195|0;var k=1073928572|0;var S=1074752122|0;var $=1074977148|0;var A=1075183036|0;var E=1075388923|0;var T=1075594811|0;var x=1094263291|0;var N=[0,0,0];var I=[0,0];function rempio2(e,t){var n;var L;var C;var O;var R;var P;var z;var M;C=o(e)|0;O=C&r|0;if(O<=b){t[0]=e;t[1]=0;return 0}if(O<=S){if((O&i)===y){return u(e,O,t)}if(O<=k){if(C>0){M=e-h;t[0]=M-p;t[1]=M-t[0]-p;return 1}M=e+h;t[0]=M+p;t[1]=M-t[0]+p;return-1}if(C>0){M=e-2*h;t[0]=M-m;t[1]=M-t[0]-m;return 2}M=e+2*h;t[0]=M+m;t[1]=M-t[0]+m;return-2}if(O<=T){if(O<=A){if(O===$){return u(e,O,t)}if(C>0){M=e-3*h;t[0]=M-g;t[1]=M-t[0]-g;return 3}M=e+3*h;t[0]=M+g;t[1]=M-t[0]+g;return-3}if(O===E){return u(e,O,t)}if(C>0){M=e-4*h;t[0]=M-v;t[1]=M-t[0]-v;return 4}M=e+4*h;t[0]=M+v;t[1]=M-t[0]+v;return-4}if(O<x){return u(e,O,t)}if(O>=s){t[0]=NaN;t[1]=NaN;return 0}n=a(e);L=(O>>20)-1046;M=c(O-(L<<20|0),n);for(P=0;P<2;P++){N[P]=M|0;M=(M-N[P])*d}N[2]=M;R=3;while(N[R-1]===f){R-=1}z=l(N,I,L,R,1);if(C<0){t[0]=-I[0];t[1]=-I[1];return-z}t[0]=I[0];t[1]=I[1];return z}e.exports=rempio2},499:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The following copyright and license were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/k_rem_pio2.c}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
*
* Developed at SunPro, a Sun Microsystems, Inc. business.
* Permission to use, copy, modify, and distribute this
* software is freely granted, provided that this notice
* is preserved.
* ```
*/
var r=n(8972);var s=n(2882);var i=.6366197723675814;var o=1.5707963267341256;var a=6077100506506192e-26;var c=6077100506303966e-26;var l=20222662487959506e-37;var u=20222662487111665e-37;var f=84784276603689e-45;var d=2047|0;function rempio2Medium(e,t,n){var h;var p;var m;var g;var v;var y;var b;p=r(e*i);g=e-p*o;v=p*a;b=t>>20|0;n[0]=g-v;h=s(n[0]);y=b-(h>>20&d);if(y>16){m=g;v=p*c;g=m-v;v=p*l-(m-g-v);n[0]=g-v;h=s(n[0]);y=b-(h>>20&d);if(y>49){m=g;v=p*u;g=m-v;v=p*f-(m-g-v);n[0]=g-v}}n[1]=g-n[0]-v;return p}e.exports=rempio2Medium},8972:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(6547);e.exports=r},6547:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=Math.round;e.exports=t},1794:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(3205);e.exports=r},3205:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*
*
* ## Notice
*
* The following copyright, license, and long comment were part of the original implementation available as part of [FreeBSD]{@link https://svnweb.freebsd.org/base/release/9.3.0/lib/msun/src/s_sin.c}. The implementation follows the original, but has been modified for JavaScript.
*
* ```text
* Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
*
* Developed at SunPro, a Sun Microsystems, Inc. business.
* Permission to use, copy, modify, and distribute this
* software is freely granted, provided that this notice
* is preserved.
* ```
*/
var r=n(3935);var s=n(222);var i=n(2882);var o=n(1567);var a=n(186);var c=n(3982);var l=1072243195|0;var u=1045430272|0;var f=[0,0];function sin(e){var t;var n;t=i(e);t&=r;if(t<=l){if(t<u){return e}return a(e,0)}if(t>=s){return NaN}n=c(e,f);switch(n&3){case 0:return a(f[0],f[1]);case 1:return o(f[0],f[1]);case 2:return-a(f[0],f[1]);default:return-o(f[0],f[1])}}e.exports=sin},8901:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(3012);e.exports=r},3012:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(6523);var s=n(7234);var i=n(9191);var o=n(1794);var a=n(6260);var c=n(5672);var l=n(9701);function sinpi(e){var t;var n;if(r(e)){return NaN}if(s(e)){return NaN}n=e%2;t=a(n);if(t===0||t===1){return c(0,n)}if(t<.25){return o(l*n)}if(t<.75){t=.5-t;return c(i(l*t),n)}if(t<1.25){n=c(1,n)-n;return o(l*n)}if(t<1.75){t-=1.5;return-c(i(l*t),n)}n-=c(2,n);return o(l*n)}e.exports=sinpi},5478:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(1689);e.exports=r},1689:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=Math.sqrt;e.exports=t},1262:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(2657);e.exports=r},2657:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(2334);var s=n(3385);function trunc(e){if(e<0){return s(e)}return r(e)}e.exports=trunc},4241:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(7696);e.exports=r},7696:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
e.exports=Number},6075:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(7014);e.exports=r},7014:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(2882);var s=n(222);var i=n(1877);function exponent(e){var t=r(e);t=(t&s)>>>20;return t-i|0}e.exports=exponent},7844:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(5259);e.exports=r},9593:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(347);var s;var i;var o;if(r===true){i=1;o=0}else{i=0;o=1}s={HIGH:i,LOW:o};e.exports=s},5259:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(7096);var s=n(9979);var i=n(9593);var o=new s(1);var a=new r(o.buffer);var c=i.HIGH;var l=i.LOW;function fromWords(e,t){a[c]=e;a[l]=t;return o[0]}e.exports=fromWords},9828:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(347);var s;if(r===true){s=1}else{s=0}e.exports=s},2882:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(6053);e.exports=r},6053:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(7096);var s=n(9979);var i=n(9828);var o=new s(1);var a=new r(o.buffer);function getHighWord(e){o[0]=e;return a[i]}e.exports=getHighWord},1662:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(3761);e.exports=r},5844:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(347);var s;if(r===true){s=0}else{s=1}e.exports=s},3761:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(7096);var s=n(9979);var i=n(5844);var o=new s(1);var a=new r(o.buffer);function getLowWord(e){o[0]=e;return a[i]}e.exports=getLowWord},750:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(5417);var s=n(7234);var i=n(6523);var o=n(6260);var a=4503599627370496;function normalize(e,t,n,c){if(i(e)||s(e)){t[c]=e;t[c+n]=0;return t}if(e!==0&&o(e)<r){t[c]=e*a;t[c+n]=-52;return t}t[c]=e;t[c+n]=0;return t}e.exports=normalize},9335:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(4568);var s=n(6754);var i=n(750);r(s,"assign",i);e.exports=s},6754:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(750);function normalize(e){return r(e,[0,0],1,0)}e.exports=normalize},2880:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(347);var s;if(r===true){s=1}else{s=0}e.exports=s},5990:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(6921);e.exports=r},6921:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(7096);var s=n(9979);var i=n(2880);var o=new s(1);var a=new r(o.buffer);function setHighWord(e,t){o[0]=e;a[i]=t>>>0;return o[0]}e.exports=setHighWord},3786:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(253);e.exports=r},9760:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(347);var s;if(r===true){s=0}else{s=1}e.exports=s},253:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(7096);var s=n(9979);var i=n(9760);var o=new s(1);var a=new r(o.buffer);function setLowWord(e,t){o[0]=e;a[i]=t>>>0;return o[0]}e.exports=setLowWord},5132:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(7096);var s=n(9979);var i=n(3808);var o=new s(1);var a=new r(o.buffer);var c=i.HIGH;var l=i.LOW;function toWords(e,t,n,r){o[0]=e;t[r]=a[c];t[r+n]=a[l];return t}e.exports=toWords},7949:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(4568);var s=n(6364);var i=n(5132);r(s,"assign",i);e.exports=s},3808:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(347);var s;var i;var o;if(r===true){i=1;o=0}else{i=0;o=1}s={HIGH:i,LOW:o};e.exports=s},6364:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(5132);function toWords(e){return r(e,[0>>>0,0>>>0],1,0)}e.exports=toWords},6519:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(3234);e.exports=r},3234:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function uint32ToInt32(e){return e|0}e.exports=uint32ToInt32},9073:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(3084);var s=n(6523);function factory(e){if(s(e)){return r(NaN)}return cdf;function cdf(t){if(s(t)){return NaN}return t<e?0:1}}e.exports=factory},6603:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(4568);var s=n(7782);var i=n(9073);r(s,"factory",i);e.exports=s},7782:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(6523);function cdf(e,t){if(r(e)||r(t)){return NaN}return e<t?0:1}e.exports=cdf},2895:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(3084);var s=n(6523);function factory(e){if(s(e)){return r(NaN)}return quantile;function quantile(t){if(s(t)||t<0||t>1){return NaN}return e}}e.exports=factory},3925:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(4568);var s=n(3844);var i=n(2895);r(s,"factory",i);e.exports=s},3844:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(6523);function quantile(e,t){if(r(e)||e<0||e>1){return NaN}return t}e.exports=quantile},1250:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(3084);var s=n(6603).factory;var i=n(6523);var o=n(5478);var a=n(988);function factory(e,t){var n;if(i(e)||i(t)||t<0){return r(NaN)}if(t===0){return s(e)}n=t*o(2);return cdf;function cdf(t){var r;if(i(t)){return NaN}r=t-e;return.5*a(-r/n)}}e.exports=factory},2484:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(4568);var s=n(1643);var i=n(1250);r(s,"factory",i);e.exports=s},1643:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(988);var s=n(5478);var i=n(6523);function cdf(e,t,n){var o;var a;if(i(e)||i(t)||i(n)||n<0){return NaN}if(n===0){return e<t?0:1}o=n*s(2);a=e-t;return.5*r(-a/o)}e.exports=cdf},9354:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(3084);var s=n(3925).factory;var i=n(3034);var o=n(6523);var a=n(5478);function factory(e,t){var n;var c;if(o(e)||o(t)||t<0){return r(NaN)}if(t===0){s(e)}n=e;c=t*a(2);return quantile;function quantile(e){if(o(e)||e<0||e>1){return NaN}return n+c*i(2*e-1)}}e.exports=factory},6060:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(4568);var s=n(4739);var i=n(9354);r(s,"factory",i);e.exports=s},4739:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(3034);var s=n(6523);var i=n(5478);function quantile(e,t,n){var o;var a;if(s(t)||s(n)||s(e)||n<0||e<0||e>1){return NaN}if(n===0){return t}o=t;a=n*i(2);return o+a*r(2*e-1)}e.exports=quantile},2029:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=Math.abs;var n=String.prototype.toLowerCase;var r=String.prototype.toUpperCase;var s=String.prototype.replace;var i=/e\+(\d)$/;var o=/e-(\d)$/;var a=/^(\d+)$/;var c=/^(\d+)e/;var l=/\.0$/;var u=/\.0*e/;var f=/(\..*[^0])0*e/;function formatDouble(e,d){var h;var p;switch(d.specifier){case"e":case"E":p=e.toExponential(d.precision);break;case"f":case"F":p=e.toFixed(d.precision);break;case"g":case"G":if(t(e)<1e-4){h=d.precision;if(h>0){h-=1}p=e.toExponential(h)}else{p=e.toPrecision(d.precision)}if(!d.alternate){p=s.call(p,f,"$1e");p=s.call(p,u,"e");p=s.call(p,l,"")}break;default:throw new Error("invalid double notation. Value: "+d.specifier)}p=s.call(p,i,"e+0$1");p=s.call(p,o,"e-0$1");if(d.alternate){p=s.call(p,a,"$1.");p=s.call(p,c,"$1.e")}if(e>=0&&d.sign){p=d.sign+p}p=d.specifier===r.call(d.specifier)?r.call(p):n.call(p);return p}e.exports=formatDouble},1836:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(6392);var s=n(122);var i=String.prototype.toLowerCase;var o=String.prototype.toUpperCase;function formatInteger(e){var t;var n;var a;switch(e.specifier){case"b":t=2;break;case"o":t=8;break;case"x":case"X":t=16;break;case"d":case"i":case"u":default:t=10;break}n=e.arg;a=parseInt(n,10);if(!isFinite(a)){if(!r(n)){throw new Error("invalid integer. Value: "+n)}a=0}if(a<0&&(e.specifier==="u"||t!==10)){a=4294967295+a+1}if(a<0){n=(-a).toString(t);if(e.precision){n=s(n,e.precision,e.padRight)}n="-"+n}else{n=a.toString(t);if(!a&&!e.precision){n=""}else if(e.precision){n=s(n,e.precision,e.padRight)}if(e.sign){n=e.sign+n}}if(t===16){if(e.alternate){n="0x"+n}n=e.specifier===o.call(e.specifier)?o.call(n):i.call(n)}if(t===8){if(e.alternate&&n.charAt(0)!=="0"){n="0"+n}}return n}e.exports=formatInteger},24:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(4879);e.exports=r},6392:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function isNumber(e){return typeof e==="number"}e.exports=isNumber},7852:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function isString(e){return typeof e==="string"}e.exports=isString},4879:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(1836);var s=n(7852);var i=n(6392);var o=n(2029);var a=n(4484);var c=n(122);var l=String.fromCharCode;var u=Array.isArray;function isnan(e){return e!==e}function initialize(e){var t={};t.specifier=e.specifier;t.precision=e.precision===void 0?1:e.precision;t.width=e.width;t.flags=e.flags||"";t.mapping=e.mapping;return t}function formatInterpolate(e){var t;var n;var f;var d;var h;var p;var m;var g;var v;var y;if(!u(e)){throw new TypeError("invalid argument. First argument must be an array. Value: `"+e+"`.")}p="";m=1;for(v=0;v<e.length;v++){f=e[v];if(s(f)){p+=f}else{t=f.precision!==void 0;f=initialize(f);if(!f.specifier){throw new TypeError("invalid argument. Token is missing `specifier` property. Index: `"+v+"`. Value: `"+f+"`.")}if(f.mapping){m=f.mapping}n=f.flags;for(y=0;y<n.length;y++){d=n.charAt(y);switch(d){case" ":f.sign=" ";break;case"+":f.sign="+";break;case"-":f.padRight=true;f.padZeros=false;break;case"0":f.padZeros=n.indexOf("-")<0;break;case"#":f.alternate=true;break;default:throw new Error("invalid flag: "+d)}}if(f.width==="*"){f.width=parseInt(arguments[m],10);m+=1;if(isnan(f.width)){throw new TypeError("the argument for * width at position "+m+" is not a number. Value: `"+f.width+"`.")}if(f.width<0){f.padRight=true;f.width=-f.width}}if(t){if(f.precision==="*"){f.precision=parseInt(arguments[m],10);m+=1;if(isnan(f.precision)){throw new TypeError("the argument for * precision at position "+m+" is not a number. Value: `"+f.precision+"`.")}if(f.precision<0){f.precision=1;t=false}}}f.arg=arguments[m];switch(f.specifier){case"b":case"o":case"x":case"X":case"d":case"i":case"u":if(t){f.padZeros=false}f.arg=r(f);break;case"s":f.maxWidth=t?f.precision:-1;f.arg=String(f.arg);break;case"c":if(!isnan(f.arg)){h=parseInt(f.arg,10);if(h<0||h>127){throw new Error("invalid character code. Value: "+f.arg)}f.arg=isnan(h)?String(f.arg):l(h)}break;case"e":case"E":case"f":case"F":case"g":case"G":if(!t){f.precision=6}g=parseFloat(f.arg);if(!isFinite(g)){if(!i(f.arg)){throw new Error("invalid floating-point number. Value: "+p)}g=f.arg;f.padZeros=false}f.arg=o(g,f);break;default:throw new Error("invalid specifier: "+f.specifier)}if(f.maxWidth>=0&&f.arg.length>f.maxWidth){f.arg=f.arg.substring(0,f.maxWidth)}if(f.padZeros){f.arg=c(f.arg,f.width||f.precision,f.padRight)}else if(f.width){f.arg=a(f.arg,f.width,f.padRight)}p+=f.arg||"";m+=1}}return p}e.exports=formatInterpolate},4484:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function spaces(e){var t="";var n;for(n=0;n<e;n++){t+=" "}return t}function spacePad(e,t,n){var r=t-e.length;if(r<0){return e}e=n?e+spaces(r):spaces(r)+e;return e}e.exports=spacePad},122:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function startsWithMinus(e){return e[0]==="-"}function zeros(e){var t="";var n;for(n=0;n<e;n++){t+="0"}return t}function zeroPad(e,t,n){var r=false;var s=t-e.length;if(s<0){return e}if(startsWithMinus(e)){r=true;e=e.substr(1)}e=n?e+zeros(s):zeros(s)+e;if(r){e="-"+e}return e}e.exports=zeroPad},9340:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(8755);e.exports=r},8755:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=/%(?:([1-9]\d*)\$)?([0 +\-#]*)(\*|\d+)?(?:(\.)(\*|\d+)?)?[hlL]?([%A-Za-z])/g;function parse(e){var t={mapping:e[1]?parseInt(e[1],10):void 0,flags:e[2],width:e[3],precision:e[5],specifier:e[6]};if(e[4]==="."&&e[5]===void 0){t.precision="1"}return t}function formatTokenize(e){var n;var r;var s;var i;r=[];i=0;s=t.exec(e);while(s){n=e.slice(i,t.lastIndex-s[0].length);if(n.length){r.push(n)}if(s[6]==="%"){r.push("%")}else{r.push(parse(s))}i=t.lastIndex;s=t.exec(e)}n=e.slice(i);if(n.length){r.push(n)}return r}e.exports=formatTokenize},7760:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(3191);e.exports=r},8676:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function isString(e){return typeof e==="string"}e.exports=isString},3191:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2022 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(24);var s=n(9340);var i=n(8676);function format(e){var t;var n;if(!i(e)){throw new TypeError(format("invalid argument. First argument must be a string. Value: `%s`.",e))}t=[s(e)];for(n=1;n<arguments.length;n++){t.push(arguments[n])}return r.apply(null,t)}e.exports=format},2038:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(2873);e.exports=r},2873:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=typeof Symbol==="function"?Symbol:void 0;e.exports=t},3084:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(8675);e.exports=r},8675:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
function wrap(e){return constantFunction;function constantFunction(){return e}}e.exports=wrap},4568:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(6239);e.exports=r},6239:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(708);function setNonEnumerableReadOnly(e,t,n){r(e,t,{configurable:false,enumerable:false,writable:false,value:n})}e.exports=setNonEnumerableReadOnly},7619:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=Object.defineProperty;e.exports=t},5141:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2021 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=typeof Object.defineProperty==="function"?Object.defineProperty:null;e.exports=t},2342:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2021 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(5141);function hasDefinePropertySupport(){try{r({},"x",{});return true}catch(e){return false}}e.exports=hasDefinePropertySupport},708:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(2342);var s=n(7619);var i=n(61);var o;if(r()){o=s}else{o=i}e.exports=o},61:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(7760);var s=Object.prototype;var i=s.toString;var o=s.__defineGetter__;var a=s.__defineSetter__;var c=s.__lookupGetter__;var l=s.__lookupSetter__;function defineProperty(e,t,n){var u;var f;var d;var h;if(typeof e!=="object"||e===null||i.call(e)==="[object Array]"){throw new TypeError(r("invalid argument. First argument must be an object. Value: `%s`.",e))}if(typeof n!=="object"||n===null||i.call(n)==="[object Array]"){throw new TypeError(r("invalid argument. Property descriptor must be an object. Value: `%s`.",n))}f="value"in n;if(f){if(c.call(e,t)||l.call(e,t)){u=e.__proto__;e.__proto__=s;delete e[t];e[t]=n.value;e.__proto__=u}else{e[t]=n.value}}d="get"in n;h="set"in n;if(f&&(d||h)){throw new Error("invalid argument. Cannot specify one or more accessors and a value or writable attribute in the property descriptor.")}if(d&&o){o.call(e,t,n.get)}if(h&&a){a.call(e,t,n.set)}return e}e.exports=defineProperty},547:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(9501);var s=n(1006);var i=n(9728);var o;if(r()){o=i}else{o=s}e.exports=o},1006:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(5763);function nativeClass(e){return r.call(e)}e.exports=nativeClass},9728:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(1907);var s=n(4499);var i=n(5763);function nativeClass(e){var t;var n;var o;if(e===null||e===void 0){return i.call(e)}n=e[s];t=r(e,s);try{e[s]=void 0}catch(t){return i.call(e)}o=i.call(e);if(t){e[s]=n}else{delete e[s]}return o}e.exports=nativeClass},5763:e=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var t=Object.prototype.toString;e.exports=t},4499:(e,t,n)=>{
/**
* @license Apache-2.0
*
* Copyright (c) 2018 The Stdlib Authors.
*
* Licensed under the Apache License, Version 2.0 (the "License");
* you may not use this file except in compliance with the License.
* You may obtain a copy of the License at
*
*    http://www.apache.org/licenses/LICENSE-2.0
*
* Unless required by applicable law or agreed to in writing, software
* distributed under the License is distributed on an "AS IS" BASIS,
* WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
* See the License for the specific language governing permissions and
* limitations under the License.
*/
var r=n(2038);var s=typeof r==="function"?r.toStringTag:"";e.exports=s},1916:(e,t)=>{var n;n=true;t.Io=n=void 0;var r=new Uint32Array(65536);var myers_32=function(e,t){var n=e.length;var s=t.length;var i=1<<n-1;var o=-1;var a=0;var c=n;var l=n;while(l--){r[e.charCodeAt(l)]|=1<<l}for(l=0;l<s;l++){var u=r[t.charCodeAt(l)];var f=u|a;u|=(u&o)+o^o;a|=~(u|o);o&=u;if(a&i){c++}if(o&i){c--}a=a<<1|1;o=o<<1|~(f|a);a&=f}l=n;while(l--){r[e.charCodeAt(l)]=0}return c};var myers_x=function(e,t){var n=t.length;var s=e.length;var i=[];var o=[];var a=Math.ceil(n/32);var c=Math.ceil(s/32);for(var l=0;l<a;l++){o[l]=-1;i[l]=0}var u=0;for(;u<c-1;u++){var f=0;var d=-1;var h=u*32;var p=Math.min(32,s)+h;for(var m=h;m<p;m++){r[e.charCodeAt(m)]|=1<<m}for(var l=0;l<n;l++){var g=r[t.charCodeAt(l)];var v=o[l/32|0]>>>l&1;var y=i[l/32|0]>>>l&1;var b=g|f;var k=((g|y)&d)+d^d|g|y;var S=f|~(k|d);var $=d&k;if(S>>>31^v){o[l/32|0]^=1<<l}if($>>>31^y){i[l/32|0]^=1<<l}S=S<<1|v;$=$<<1|y;d=$|~(b|S);f=S&b}for(var m=h;m<p;m++){r[e.charCodeAt(m)]=0}}var A=0;var E=-1;var T=u*32;var x=Math.min(32,s-T)+T;for(var m=T;m<x;m++){r[e.charCodeAt(m)]|=1<<m}var N=s;for(var l=0;l<n;l++){var g=r[t.charCodeAt(l)];var v=o[l/32|0]>>>l&1;var y=i[l/32|0]>>>l&1;var b=g|A;var k=((g|y)&E)+E^E|g|y;var S=A|~(k|E);var $=E&k;N+=S>>>s-1&1;N-=$>>>s-1&1;if(S>>>31^v){o[l/32|0]^=1<<l}if($>>>31^y){i[l/32|0]^=1<<l}S=S<<1|v;$=$<<1|y;E=$|~(b|S);A=S&b}for(var m=T;m<x;m++){r[e.charCodeAt(m)]=0}return N};var distance=function(e,t){if(e.length<t.length){var n=t;t=e;e=n}if(t.length===0){return e.length}if(e.length<=32){return myers_32(e,t)}return myers_x(e,t)};t.Io=distance;var closest=function(e,t){var n=Infinity;var r=0;for(var s=0;s<t.length;s++){var i=distance(e,t[s]);if(i<n){n=i;r=s}}return t[r]};n=closest},4006:(e,t,n)=>{const r=n(8016);const s=n(4059);function picomatch(e,t,n=false){if(t&&(t.windows===null||t.windows===undefined)){t={...t,windows:s.isWindows()}}return r(e,t,n)}Object.assign(picomatch,r);e.exports=picomatch},5595:e=>{const t="\\\\/";const n=`[^${t}]`;const r=0;const s="\\.";const i="\\+";const o="\\?";const a="\\/";const c="(?=.)";const l="[^/]";const u=`(?:${a}|$)`;const f=`(?:^|${a})`;const d=`${s}{1,2}${u}`;const h=`(?!${s})`;const p=`(?!${f}${d})`;const m=`(?!${s}{0,1}${u})`;const g=`(?!${d})`;const v=`[^.${a}]`;const y=`${l}*?`;const b="/";const k={DOT_LITERAL:s,PLUS_LITERAL:i,QMARK_LITERAL:o,SLASH_LITERAL:a,ONE_CHAR:c,QMARK:l,END_ANCHOR:u,DOTS_SLASH:d,NO_DOT:h,NO_DOTS:p,NO_DOT_SLASH:m,NO_DOTS_SLASH:g,QMARK_NO_DOT:v,STAR:y,START_ANCHOR:f,SEP:b};const S={...k,SLASH_LITERAL:`[${t}]`,QMARK:n,STAR:`${n}*?`,DOTS_SLASH:`${s}{1,2}(?:[${t}]|$)`,NO_DOT:`(?!${s})`,NO_DOTS:`(?!(?:^|[${t}])${s}{1,2}(?:[${t}]|$))`,NO_DOT_SLASH:`(?!${s}{0,1}(?:[${t}]|$))`,NO_DOTS_SLASH:`(?!${s}{1,2}(?:[${t}]|$))`,QMARK_NO_DOT:`[^.${t}]`,START_ANCHOR:`(?:^|[${t}])`,END_ANCHOR:`(?:[${t}]|$)`,SEP:"\\"};const $={__proto__:null,alnum:"a-zA-Z0-9",alpha:"a-zA-Z",ascii:"\\x00-\\x7F",blank:" \\t",cntrl:"\\x00-\\x1F\\x7F",digit:"0-9",graph:"\\x21-\\x7E",lower:"a-z",print:"\\x20-\\x7E ",punct:"\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",space:" \\t\\r\\n\\v\\f",upper:"A-Z",word:"A-Za-z0-9_",xdigit:"A-Fa-f0-9"};e.exports={DEFAULT_MAX_EXTGLOB_RECURSION:r,MAX_LENGTH:1024*64,POSIX_REGEX_SOURCE:$,REGEX_BACKSLASH:/\\(?![*+?^${}(|)[\]])/g,REGEX_NON_SPECIAL_CHARS:/^[^@![\].,$*+?^{}()|\\/]+/,REGEX_SPECIAL_CHARS:/[-*+?.^${}(|)[\]]/,REGEX_SPECIAL_CHARS_BACKREF:/(\\?)((\W)(\3*))/g,REGEX_SPECIAL_CHARS_GLOBAL:/([-*+?.^${}(|)[\]])/g,REGEX_REMOVE_BACKSLASH:/(?:\[.*?[^\\]\]|\\(?=.))/g,REPLACEMENTS:{__proto__:null,"***":"*","**/**":"**","**/**/**":"**"},CHAR_0:48,CHAR_9:57,CHAR_UPPERCASE_A:65,CHAR_LOWERCASE_A:97,CHAR_UPPERCASE_Z:90,CHAR_LOWERCASE_Z:122,CHAR_LEFT_PARENTHESES:40,CHAR_RIGHT_PARENTHESES:41,CHAR_ASTERISK:42,CHAR_AMPERSAND:38,CHAR_AT:64,CHAR_BACKWARD_SLASH:92,CHAR_CARRIAGE_RETURN:13,CHAR_CIRCUMFLEX_ACCENT:94,CHAR_COLON:58,CHAR_COMMA:44,CHAR_DOT:46,CHAR_DOUBLE_QUOTE:34,CHAR_EQUAL:61,CHAR_EXCLAMATION_MARK:33,CHAR_FORM_FEED:12,CHAR_FORWARD_SLASH:47,CHAR_GRAVE_ACCENT:96,CHAR_HASH:35,CHAR_HYPHEN_MINUS:45,CHAR_LEFT_ANGLE_BRACKET:60,CHAR_LEFT_CURLY_BRACE:123,CHAR_LEFT_SQUARE_BRACKET:91,CHAR_LINE_FEED:10,CHAR_NO_BREAK_SPACE:160,CHAR_PERCENT:37,CHAR_PLUS:43,CHAR_QUESTION_MARK:63,CHAR_RIGHT_ANGLE_BRACKET:62,CHAR_RIGHT_CURLY_BRACE:125,CHAR_RIGHT_SQUARE_BRACKET:93,CHAR_SEMICOLON:59,CHAR_SINGLE_QUOTE:39,CHAR_SPACE:32,CHAR_TAB:9,CHAR_UNDERSCORE:95,CHAR_VERTICAL_LINE:124,CHAR_ZERO_WIDTH_NOBREAK_SPACE:65279,extglobChars(e){return{"!":{type:"negate",open:"(?:(?!(?:",close:`))${e.STAR})`},"?":{type:"qmark",open:"(?:",close:")?"},"+":{type:"plus",open:"(?:",close:")+"},"*":{type:"star",open:"(?:",close:")*"},"@":{type:"at",open:"(?:",close:")"}}},globChars(e){return e===true?S:k}}},8265:(e,t,n)=>{const r=n(5595);const s=n(4059);const{MAX_LENGTH:i,POSIX_REGEX_SOURCE:o,REGEX_NON_SPECIAL_CHARS:a,REGEX_SPECIAL_CHARS_BACKREF:c,REPLACEMENTS:l}=r;const expandRange=(e,t)=>{if(typeof t.expandRange==="function"){return t.expandRange(...e,t)}e.sort();const n=`[${e.join("-")}]`;try{new RegExp(n)}catch(t){return e.map(e=>s.escapeRegex(e)).join("..")}return n};const syntaxError=(e,t)=>`Missing ${e}: "${t}" - use "\\\\${t}" to match literal characters`;const splitTopLevel=e=>{const t=[];let n=0;let r=0;let s=0;let i="";let o=false;for(const a of e){if(o===true){i+=a;o=false;continue}if(a==="\\"){i+=a;o=true;continue}if(a==='"'){s=s===1?0:1;i+=a;continue}if(s===0){if(a==="["){n++}else if(a==="]"&&n>0){n--}else if(n===0){if(a==="("){r++}else if(a===")"&&r>0){r--}else if(a==="|"&&r===0){t.push(i);i="";continue}}}i+=a}t.push(i);return t};const isPlainBranch=e=>{let t=false;for(const n of e){if(t===true){t=false;continue}if(n==="\\"){t=true;continue}if(/[?*+@!()[\]{}]/.test(n)){return false}}return true};const normalizeSimpleBranch=e=>{let t=e.trim();let n=true;while(n===true){n=false;if(/^@\([^\\()[\]{}|]+\)$/.test(t)){t=t.slice(2,-1);n=true}}if(!isPlainBranch(t)){return}return t.replace(/\\(.)/g,"$1")};const hasRepeatedCharPrefixOverlap=e=>{const t=e.map(normalizeSimpleBranch).filter(Boolean);for(let e=0;e<t.length;e++){for(let n=e+1;n<t.length;n++){const r=t[e];const s=t[n];const i=r[0];if(!i||r!==i.repeat(r.length)||s!==i.repeat(s.length)){continue}if(r===s||r.startsWith(s)||s.startsWith(r)){return true}}}return false};const parseRepeatedExtglob=(e,t=true)=>{if(e[0]!=="+"&&e[0]!=="*"||e[1]!=="("){return}let n=0;let r=0;let s=0;let i=false;for(let o=1;o<e.length;o++){const a=e[o];if(i===true){i=false;continue}if(a==="\\"){i=true;continue}if(a==='"'){s=s===1?0:1;continue}if(s===1){continue}if(a==="["){n++;continue}if(a==="]"&&n>0){n--;continue}if(n>0){continue}if(a==="("){r++;continue}if(a===")"){r--;if(r===0){if(t===true&&o!==e.length-1){return}return{type:e[0],body:e.slice(2,o),end:o}}}}};const buildCharClassStar=e=>{const t=e.length===1?s.escapeRegex(e[0]):`[${e.map(e=>s.escapeRegex(e)).join("")}]`;return`${t}*`};const getStarExtglobSequenceChars=e=>{let t=0;const n=[];while(t<e.length){const r=parseRepeatedExtglob(e.slice(t),false);if(!r||r.type!=="*"){return}const s=splitTopLevel(r.body).map(e=>e.trim());if(s.length!==1){return}const i=normalizeSimpleBranch(s[0]);if(!i||i.length!==1){return}n.push(i);t+=r.end+1}if(n.length<1){return}return n};const repeatedExtglobRecursion=e=>{let t=0;let n=e.trim();let r=parseRepeatedExtglob(n);while(r){t++;n=r.body.trim();r=parseRepeatedExtglob(n)}return t};const analyzeRepeatedExtglob=(e,t)=>{if(t.maxExtglobRecursion===false){return{risky:false}}const n=typeof t.maxExtglobRecursion==="number"?t.maxExtglobRecursion:r.DEFAULT_MAX_EXTGLOB_RECURSION;const s=splitTopLevel(e).map(e=>e.trim());if(s.length>1){if(s.some(e=>e==="")||s.some(e=>/^[*?]+$/.test(e))||hasRepeatedCharPrefixOverlap(s)){return{risky:true}}}const i=[];let o=false;let a=true;for(const e of s){const t=getStarExtglobSequenceChars(e);if(t){o=true;i.push(...t);continue}const r=normalizeSimpleBranch(e);if(r&&r.length===1){i.push(r);continue}a=false;if(repeatedExtglobRecursion(e)>n){return{risky:true}}}if(o){return a?{risky:true,safeOutput:buildCharClassStar([...new Set(i)])}:{risky:true}}return{risky:false}};const parse=(e,t)=>{if(typeof e!=="string"){throw new TypeError("Expected a string")}e=l[e]||e;const n={...t};const u=typeof n.maxLength==="number"?Math.min(i,n.maxLength):i;let f=e.length;if(f>u){throw new SyntaxError(`Input length: ${f}, exceeds maximum allowed length: ${u}`)}const d={type:"bos",value:"",output:n.prepend||""};const h=[d];const p=n.capture?"":"?:";const m=r.globChars(n.windows);const g=r.extglobChars(m);const{DOT_LITERAL:v,PLUS_LITERAL:y,SLASH_LITERAL:b,ONE_CHAR:k,DOTS_SLASH:S,NO_DOT:$,NO_DOT_SLASH:A,NO_DOTS_SLASH:E,QMARK:T,QMARK_NO_DOT:x,STAR:N,START_ANCHOR:I}=m;const globstar=e=>`(${p}(?:(?!${I}${e.dot?S:v}).)*?)`;const L=n.dot?"":$;const C=n.dot?T:x;let O=n.bash===true?globstar(n):N;if(n.capture){O=`(${O})`}if(typeof n.noext==="boolean"){n.noextglob=n.noext}const R={input:e,index:-1,start:0,dot:n.dot===true,consumed:"",output:"",prefix:"",backtrack:false,negated:false,brackets:0,braces:0,parens:0,quotes:0,globstar:false,tokens:h};e=s.removePrefix(e,R);f=e.length;const P=[];const z=[];const M=[];let j=d;let B;const eos=()=>R.index===f-1;const F=R.peek=(t=1)=>e[R.index+t];const D=R.advance=()=>e[++R.index]||"";const remaining=()=>e.slice(R.index+1);const consume=(e="",t=0)=>{R.consumed+=e;R.index+=t};const append=e=>{R.output+=e.output!=null?e.output:e.value;consume(e.value)};const negate=()=>{let e=1;while(F()==="!"&&(F(2)!=="("||F(3)==="?")){D();R.start++;e++}if(e%2===0){return false}R.negated=true;R.start++;return true};const increment=e=>{R[e]++;M.push(e)};const decrement=e=>{R[e]--;M.pop()};const push=e=>{if(j.type==="globstar"){const t=R.braces>0&&(e.type==="comma"||e.type==="brace");const n=e.extglob===true||P.length&&(e.type==="pipe"||e.type==="paren");if(e.type!=="slash"&&e.type!=="paren"&&!t&&!n){R.output=R.output.slice(0,-j.output.length);j.type="star";j.value="*";j.output=O;R.output+=j.output}}if(P.length&&e.type!=="paren"){P[P.length-1].inner+=e.value}if(e.value||e.output)append(e);if(j&&j.type==="text"&&e.type==="text"){j.output=(j.output||j.value)+e.value;j.value+=e.value;return}e.prev=j;h.push(e);j=e};const extglobOpen=(e,t)=>{const r={...g[t],conditions:1,inner:""};r.prev=j;r.parens=R.parens;r.output=R.output;r.startIndex=R.index;r.tokensIndex=h.length;const s=(n.capture?"(":"")+r.open;increment("parens");push({type:e,value:t,output:R.output?"":k});push({type:"paren",extglob:true,value:D(),output:s});P.push(r)};const extglobClose=r=>{const i=e.slice(r.startIndex,R.index+1);const o=e.slice(r.startIndex+2,R.index);const a=analyzeRepeatedExtglob(o,n);if((r.type==="plus"||r.type==="star")&&a.risky){const e=a.safeOutput?(r.output?"":k)+(n.capture?`(${a.safeOutput})`:a.safeOutput):undefined;const t=h[r.tokensIndex];t.type="text";t.value=i;t.output=e||s.escapeRegex(i);for(let e=r.tokensIndex+1;e<h.length;e++){h[e].value="";h[e].output="";delete h[e].suffix}R.output=r.output+t.output;R.backtrack=true;push({type:"paren",extglob:true,value:B,output:""});decrement("parens");return}let c=r.close+(n.capture?")":"");let l;if(r.type==="negate"){let e=O;if(r.inner&&r.inner.length>1&&r.inner.includes("/")){e=globstar(n)}if(e!==O||eos()||/^\)+$/.test(remaining())){c=r.close=`)$))${e}`}if(r.inner.includes("*")&&(l=remaining())&&/^\.[^\\/.]+$/.test(l)){const n=parse(l,{...t,fastpaths:false}).output;c=r.close=`)${n})${e})`}if(r.prev.type==="bos"){R.negatedExtglob=true}}push({type:"paren",extglob:true,value:B,output:c});decrement("parens")};if(n.fastpaths!==false&&!/(^[*!]|[/()[\]{}"])/.test(e)){let r=false;let i=e.replace(c,(e,t,n,s,i,o)=>{if(s==="\\"){r=true;return e}if(s==="?"){if(t){return t+s+(i?T.repeat(i.length):"")}if(o===0){return C+(i?T.repeat(i.length):"")}return T.repeat(n.length)}if(s==="."){return v.repeat(n.length)}if(s==="*"){if(t){return t+s+(i?O:"")}return O}return t?e:`\\${e}`});if(r===true){if(n.unescape===true){i=i.replace(/\\/g,"")}else{i=i.replace(/\\+/g,e=>e.length%2===0?"\\\\":e?"\\":"")}}if(i===e&&n.contains===true){R.output=e;return R}R.output=s.wrapOutput(i,R,t);return R}while(!eos()){B=D();if(B==="\0"){continue}if(B==="\\"){const e=F();if(e==="/"&&n.bash!==true){continue}if(e==="."||e===";"){continue}if(!e){B+="\\";push({type:"text",value:B});continue}const t=/^\\+/.exec(remaining());let r=0;if(t&&t[0].length>2){r=t[0].length;R.index+=r;if(r%2!==0){B+="\\"}}if(n.unescape===true){B=D()}else{B+=D()}if(R.brackets===0){push({type:"text",value:B});continue}}if(R.brackets>0&&(B!=="]"||j.value==="["||j.value==="[^")){if(n.posix!==false&&B===":"){const e=j.value.slice(1);if(e.includes("[")){j.posix=true;if(e.includes(":")){const e=j.value.lastIndexOf("[");const t=j.value.slice(0,e);const n=j.value.slice(e+2);const r=o[n];if(r){j.value=t+r;R.backtrack=true;D();if(!d.output&&h.indexOf(j)===1){d.output=k}continue}}}}if(B==="["&&F()!==":"||B==="-"&&F()==="]"){B=`\\${B}`}if(B==="]"&&(j.value==="["||j.value==="[^")){B=`\\${B}`}if(n.posix===true&&B==="!"&&j.value==="["){B="^"}j.value+=B;append({value:B});continue}if(R.quotes===1&&B!=='"'){B=s.escapeRegex(B);j.value+=B;append({value:B});continue}if(B==='"'){R.quotes=R.quotes===1?0:1;if(n.keepQuotes===true){push({type:"text",value:B})}continue}if(B==="("){increment("parens");push({type:"paren",value:B});continue}if(B===")"){if(R.parens===0&&n.strictBrackets===true){throw new SyntaxError(syntaxError("opening","("))}const e=P[P.length-1];if(e&&R.parens===e.parens+1){extglobClose(P.pop());continue}push({type:"paren",value:B,output:R.parens?")":"\\)"});decrement("parens");continue}if(B==="["){if(n.nobracket===true||!remaining().includes("]")){if(n.nobracket!==true&&n.strictBrackets===true){throw new SyntaxError(syntaxError("closing","]"))}B=`\\${B}`}else{increment("brackets")}push({type:"bracket",value:B});continue}if(B==="]"){if(n.nobracket===true||j&&j.type==="bracket"&&j.value.length===1){push({type:"text",value:B,output:`\\${B}`});continue}if(R.brackets===0){if(n.strictBrackets===true){throw new SyntaxError(syntaxError("opening","["))}push({type:"text",value:B,output:`\\${B}`});continue}decrement("brackets");const e=j.value.slice(1);if(j.posix!==true&&e[0]==="^"&&!e.includes("/")){B=`/${B}`}j.value+=B;append({value:B});if(n.literalBrackets===false||s.hasRegexChars(e)){continue}const t=s.escapeRegex(j.value);R.output=R.output.slice(0,-j.value.length);if(n.literalBrackets===true){R.output+=t;j.value=t;continue}j.value=`(${p}${t}|${j.value})`;R.output+=j.value;continue}if(B==="{"&&n.nobrace!==true){increment("braces");const e={type:"brace",value:B,output:"(",outputIndex:R.output.length,tokensIndex:R.tokens.length};z.push(e);push(e);continue}if(B==="}"){const e=z[z.length-1];if(n.nobrace===true||!e){push({type:"text",value:B,output:B});continue}let t=")";if(e.dots===true){const e=h.slice();const r=[];for(let t=e.length-1;t>=0;t--){h.pop();if(e[t].type==="brace"){break}if(e[t].type!=="dots"){r.unshift(e[t].value)}}t=expandRange(r,n);R.backtrack=true}if(e.comma!==true&&e.dots!==true){const n=R.output.slice(0,e.outputIndex);const r=R.tokens.slice(e.tokensIndex);e.value=e.output="\\{";B=t="\\}";R.output=n;for(const e of r){R.output+=e.output||e.value}}push({type:"brace",value:B,output:t});decrement("braces");z.pop();continue}if(B==="|"){if(P.length>0){P[P.length-1].conditions++}push({type:"text",value:B});continue}if(B===","){let e=B;const t=z[z.length-1];if(t&&M[M.length-1]==="braces"){t.comma=true;e="|"}push({type:"comma",value:B,output:e});continue}if(B==="/"){if(j.type==="dot"&&R.index===R.start+1){R.start=R.index+1;R.consumed="";R.output="";h.pop();j=d;continue}push({type:"slash",value:B,output:b});continue}if(B==="."){if(R.braces>0&&j.type==="dot"){if(j.value===".")j.output=v;const e=z[z.length-1];j.type="dots";j.output+=B;j.value+=B;e.dots=true;continue}if(R.braces+R.parens===0&&j.type!=="bos"&&j.type!=="slash"){push({type:"text",value:B,output:v});continue}push({type:"dot",value:B,output:v});continue}if(B==="?"){const e=j&&j.value==="(";if(!e&&n.noextglob!==true&&F()==="("&&F(2)!=="?"){extglobOpen("qmark",B);continue}if(j&&j.type==="paren"){const e=F();let t=B;if(j.value==="("&&!/[!=<:]/.test(e)||e==="<"&&!/<([!=]|\w+>)/.test(remaining())){t=`\\${B}`}push({type:"text",value:B,output:t});continue}if(n.dot!==true&&(j.type==="slash"||j.type==="bos")){push({type:"qmark",value:B,output:x});continue}push({type:"qmark",value:B,output:T});continue}if(B==="!"){if(n.noextglob!==true&&F()==="("){if(F(2)!=="?"||!/[!=<:]/.test(F(3))){extglobOpen("negate",B);continue}}if(n.nonegate!==true&&R.index===0){negate();continue}}if(B==="+"){if(n.noextglob!==true&&F()==="("&&F(2)!=="?"){extglobOpen("plus",B);continue}if(j&&j.value==="("||n.regex===false){push({type:"plus",value:B,output:y});continue}if(j&&(j.type==="bracket"||j.type==="paren"||j.type==="brace")||R.parens>0){push({type:"plus",value:B});continue}push({type:"plus",value:y});continue}if(B==="@"){if(n.noextglob!==true&&F()==="("&&F(2)!=="?"){push({type:"at",extglob:true,value:B,output:""});continue}push({type:"text",value:B});continue}if(B!=="*"){if(B==="$"||B==="^"){B=`\\${B}`}const e=a.exec(remaining());if(e){B+=e[0];R.index+=e[0].length}push({type:"text",value:B});continue}if(j&&(j.type==="globstar"||j.star===true)){j.type="star";j.star=true;j.value+=B;j.output=O;R.backtrack=true;R.globstar=true;consume(B);continue}let t=remaining();if(n.noextglob!==true&&/^\([^?]/.test(t)){extglobOpen("star",B);continue}if(j.type==="star"){if(n.noglobstar===true){consume(B);continue}const r=j.prev;const s=r.prev;const i=r.type==="slash"||r.type==="bos";const o=s&&(s.type==="star"||s.type==="globstar");if(n.bash===true&&(!i||t[0]&&t[0]!=="/")){push({type:"star",value:B,output:""});continue}const a=R.braces>0&&(r.type==="comma"||r.type==="brace");const c=P.length&&(r.type==="pipe"||r.type==="paren");if(!i&&r.type!=="paren"&&!a&&!c){push({type:"star",value:B,output:""});continue}while(t.slice(0,3)==="/**"){const n=e[R.index+4];if(n&&n!=="/"){break}t=t.slice(3);consume("/**",3)}const l=eos()||R.parens>0&&t===")".repeat(R.parens)&&!P.some(e=>e.type==="negate");if(r.type==="bos"&&eos()){j.type="globstar";j.value+=B;j.output=globstar(n);R.output=j.output;R.globstar=true;consume(B);continue}if(r.type==="slash"&&r.prev.type!=="bos"&&!o&&l){R.output=R.output.slice(0,-(r.output+j.output).length);r.output=`(?:${r.output}`;j.type="globstar";j.output=globstar(n)+(n.strictSlashes?")":"|$)");j.value+=B;R.globstar=true;R.output+=r.output+j.output;consume(B);continue}if(r.type==="slash"&&r.prev.type!=="bos"&&t[0]==="/"){const e=t[1]!==void 0?"|$":"";R.output=R.output.slice(0,-(r.output+j.output).length);r.output=`(?:${r.output}`;j.type="globstar";j.output=`${globstar(n)}${b}|${b}${e})`;j.value+=B;R.output+=r.output+j.output;R.globstar=true;consume(B+D());push({type:"slash",value:"/",output:""});continue}if(r.type==="bos"&&t[0]==="/"){j.type="globstar";j.value+=B;j.output=`(?:^|${b}|${globstar(n)}${b})`;R.output=j.output;R.globstar=true;consume(B+D());push({type:"slash",value:"/",output:""});continue}R.output=R.output.slice(0,-j.output.length);j.type="globstar";j.output=globstar(n);j.value+=B;R.output+=j.output;R.globstar=true;consume(B);continue}const r={type:"star",value:B,output:O};if(n.bash===true){r.output=".*?";if(j.type==="bos"||j.type==="slash"){r.output=L+r.output}push(r);continue}if(j&&(j.type==="bracket"||j.type==="paren")&&n.regex===true){r.output=B;push(r);continue}if(R.index===R.start||j.type==="slash"||j.type==="dot"){if(j.type==="dot"){R.output+=A;j.output+=A}else if(n.dot===true){R.output+=E;j.output+=E}else{R.output+=L;j.output+=L}if(F()!=="*"){R.output+=k;j.output+=k}}push(r)}while(R.brackets>0){if(n.strictBrackets===true)throw new SyntaxError(syntaxError("closing","]"));R.output=s.escapeLast(R.output,"[");decrement("brackets")}while(R.parens>0){if(n.strictBrackets===true)throw new SyntaxError(syntaxError("closing",")"));R.output=s.escapeLast(R.output,"(");decrement("parens")}while(R.braces>0){if(n.strictBrackets===true)throw new SyntaxError(syntaxError("closing","}"));R.output=s.escapeLast(R.output,"{");decrement("braces")}if(n.strictSlashes!==true&&(j.type==="star"||j.type==="bracket")){push({type:"maybe_slash",value:"",output:`${b}?`})}if(R.backtrack===true){R.output="";for(const e of R.tokens){R.output+=e.output!=null?e.output:e.value;if(e.suffix){R.output+=e.suffix}}}return R};parse.fastpaths=(e,t)=>{const n={...t};const o=typeof n.maxLength==="number"?Math.min(i,n.maxLength):i;const a=e.length;if(a>o){throw new SyntaxError(`Input length: ${a}, exceeds maximum allowed length: ${o}`)}e=l[e]||e;const{DOT_LITERAL:c,SLASH_LITERAL:u,ONE_CHAR:f,DOTS_SLASH:d,NO_DOT:h,NO_DOTS:p,NO_DOTS_SLASH:m,STAR:g,START_ANCHOR:v}=r.globChars(n.windows);const y=n.dot?p:h;const b=n.dot?m:h;const k=n.capture?"":"?:";const S={negated:false,prefix:""};let $=n.bash===true?".*?":g;if(n.capture){$=`(${$})`}const globstar=e=>{if(e.noglobstar===true)return $;return`(${k}(?:(?!${v}${e.dot?d:c}).)*?)`};const create=e=>{switch(e){case"*":return`${y}${f}${$}`;case".*":return`${c}${f}${$}`;case"*.*":return`${y}${$}${c}${f}${$}`;case"*/*":return`${y}${$}${u}${f}${b}${$}`;case"**":return y+globstar(n);case"**/*":return`(?:${y}${globstar(n)}${u})?${b}${f}${$}`;case"**/*.*":return`(?:${y}${globstar(n)}${u})?${b}${$}${c}${f}${$}`;case"**/.*":return`(?:${y}${globstar(n)}${u})?${c}${f}${$}`;default:{const t=/^(.*?)\.(\w+)$/.exec(e);if(!t)return;const n=create(t[1]);if(!n)return;return n+c+t[2]}}};const A=s.removePrefix(e,S);let E=create(A);if(E&&n.strictSlashes!==true){E+=`${u}?`}return E};e.exports=parse},8016:(e,t,n)=>{const r=n(1781);const s=n(8265);const i=n(4059);const o=n(5595);const isObject=e=>e&&typeof e==="object"&&!Array.isArray(e);const picomatch=(e,t,n=false)=>{if(Array.isArray(e)){const r=e.map(e=>picomatch(e,t,n));const arrayMatcher=e=>{for(const t of r){const n=t(e);if(n)return n}return false};return arrayMatcher}const r=isObject(e)&&e.tokens&&e.input;if(e===""||typeof e!=="string"&&!r){throw new TypeError("Expected pattern to be a non-empty string")}const s=t||{};const i=s.windows;const o=r?picomatch.compileRe(e,t):picomatch.makeRe(e,t,false,true);const a=o.state;delete o.state;let isIgnored=()=>false;if(s.ignore){const e={...t,ignore:null,onMatch:null,onResult:null};isIgnored=picomatch(s.ignore,e,n)}const matcher=(n,r=false)=>{const{isMatch:c,match:l,output:u}=picomatch.test(n,o,t,{glob:e,posix:i});const f={glob:e,state:a,regex:o,posix:i,input:n,output:u,match:l,isMatch:c};if(typeof s.onResult==="function"){s.onResult(f)}if(c===false){f.isMatch=false;return r?f:false}if(isIgnored(n)){if(typeof s.onIgnore==="function"){s.onIgnore(f)}f.isMatch=false;return r?f:false}if(typeof s.onMatch==="function"){s.onMatch(f)}return r?f:true};if(n){matcher.state=a}return matcher};picomatch.test=(e,t,n,{glob:r,posix:s}={})=>{if(typeof e!=="string"){throw new TypeError("Expected input to be a string")}if(e===""){return{isMatch:false,output:""}}const o=n||{};const a=o.format||(s?i.toPosixSlashes:null);let c=e===r;let l=c&&a?a(e):e;if(c===false){l=a?a(e):e;c=l===r}if(c===false||o.capture===true){if(o.matchBase===true||o.basename===true){c=picomatch.matchBase(e,t,n,s)}else{c=t.exec(l)}}return{isMatch:Boolean(c),match:c,output:l}};picomatch.matchBase=(e,t,n,r=n&&n.windows)=>{const s=t instanceof RegExp?t:picomatch.makeRe(t,n);return s.test(i.basename(e,{windows:r}))};picomatch.isMatch=(e,t,n)=>picomatch(t,n)(e);picomatch.parse=(e,t)=>{if(Array.isArray(e))return e.map(e=>picomatch.parse(e,t));return s(e,{...t,fastpaths:false})};picomatch.scan=(e,t)=>r(e,t);picomatch.compileRe=(e,t,n=false,r=false)=>{if(n===true){return e.output}const s=t||{};const i=s.contains?"":"^";const o=s.contains?"":"$";let a=`${i}(?:${e.output})${o}`;if(e&&e.negated===true){a=`^(?!${a}).*$`}const c=picomatch.toRegex(a,t);if(r===true){c.state=e}return c};picomatch.makeRe=(e,t={},n=false,r=false)=>{if(!e||typeof e!=="string"){throw new TypeError("Expected a non-empty string")}let i={negated:false,fastpaths:true};if(t.fastpaths!==false&&(e[0]==="."||e[0]==="*")){i.output=s.fastpaths(e,t)}if(!i.output){i=s(e,t)}return picomatch.compileRe(i,t,n,r)};picomatch.toRegex=(e,t)=>{try{const n=t||{};return new RegExp(e,n.flags||(n.nocase?"i":""))}catch(e){if(t&&t.debug===true)throw e;return/$^/}};picomatch.constants=o;e.exports=picomatch},1781:(e,t,n)=>{const r=n(4059);const{CHAR_ASTERISK:s,CHAR_AT:i,CHAR_BACKWARD_SLASH:o,CHAR_COMMA:a,CHAR_DOT:c,CHAR_EXCLAMATION_MARK:l,CHAR_FORWARD_SLASH:u,CHAR_LEFT_CURLY_BRACE:f,CHAR_LEFT_PARENTHESES:d,CHAR_LEFT_SQUARE_BRACKET:h,CHAR_PLUS:p,CHAR_QUESTION_MARK:m,CHAR_RIGHT_CURLY_BRACE:g,CHAR_RIGHT_PARENTHESES:v,CHAR_RIGHT_SQUARE_BRACKET:y}=n(5595);const isPathSeparator=e=>e===u||e===o;const depth=e=>{if(e.isPrefix!==true){e.depth=e.isGlobstar?Infinity:1}};const scan=(e,t)=>{const n=t||{};const b=e.length-1;const k=n.parts===true||n.tokens===true||n.scanToEnd===true;const S=[];const $=[];const A=[];let E=e;let T=-1;let x=0;let N=0;let I=false;let L=false;let C=false;let O=false;let R=false;let P=false;let z=false;let M=false;let j=false;let B=false;let F=0;let D;let U;let V={value:"",depth:0,isGlob:false};const eos=()=>T>=b;const peek=()=>E.charCodeAt(T+1);const advance=()=>{D=U;return E.charCodeAt(++T)};while(T<b){U=advance();let e;if(U===o){z=V.backslashes=true;U=advance();if(U===f){P=true}continue}if(P===true||U===f){F++;while(eos()!==true&&(U=advance())){if(U===o){z=V.backslashes=true;advance();continue}if(U===f){F++;continue}if(P!==true&&U===c&&(U=advance())===c){I=V.isBrace=true;C=V.isGlob=true;B=true;if(k===true){continue}break}if(P!==true&&U===a){I=V.isBrace=true;C=V.isGlob=true;B=true;if(k===true){continue}break}if(U===g){F--;if(F===0){P=false;I=V.isBrace=true;B=true;break}}}if(k===true){continue}break}if(U===u){S.push(T);$.push(V);V={value:"",depth:0,isGlob:false};if(B===true)continue;if(D===c&&T===x+1){x+=2;continue}N=T+1;continue}if(n.noext!==true){const e=U===p||U===i||U===s||U===m||U===l;if(e===true&&peek()===d){C=V.isGlob=true;O=V.isExtglob=true;B=true;if(U===l&&T===x){j=true}if(k===true){let e=0;while(eos()!==true&&(U=advance())){if(U===o){z=V.backslashes=true;advance();continue}if(U===d){e++;continue}if(U===v&&--e===0){B=true;break}}continue}break}}if(U===s){if(D===s)R=V.isGlobstar=true;C=V.isGlob=true;B=true;if(k===true){continue}break}if(U===m){C=V.isGlob=true;B=true;if(k===true){continue}break}if(U===h){while(eos()!==true&&(e=advance())){if(e===o){z=V.backslashes=true;advance();continue}if(e===y){L=V.isBracket=true;C=V.isGlob=true;B=true;break}}if(k===true){continue}break}if(n.nonegate!==true&&U===l&&T===x){M=V.negated=true;x++;continue}if(n.noparen!==true&&U===d){C=V.isGlob=true;if(k===true){let e=1;while(eos()!==true&&(U=advance())){if(U===o){z=V.backslashes=true;advance();continue}if(U===d){e++;continue}if(U===v&&--e===0){B=true;break}}continue}break}if(C===true){B=true;if(k===true){continue}break}}if(n.noext===true){O=false;C=false}let q=E;let K="";let Z="";if(x>0){K=E.slice(0,x);E=E.slice(x);N-=x}if(q&&C===true&&N>0){q=E.slice(0,N);Z=E.slice(N)}else if(C===true){q="";Z=E}else{q=E}if(q&&q!==""&&q!=="/"&&q!==E){if(isPathSeparator(q.charCodeAt(q.length-1))){q=q.slice(0,-1)}}if(n.unescape===true){if(Z)Z=r.removeBackslashes(Z);if(q&&z===true){q=r.removeBackslashes(q)}}const H={prefix:K,input:e,start:x,base:q,glob:Z,isBrace:I,isBracket:L,isGlob:C,isExtglob:O,isGlobstar:R,negated:M,negatedExtglob:j};if(n.tokens===true){H.maxDepth=0;if(!isPathSeparator(U)){$.push(V)}H.tokens=$}if(n.parts===true||n.tokens===true){let t;for(let r=0;r<S.length;r++){const s=t!==undefined?t+1:x;const i=S[r];const o=e.slice(s,i);if(n.tokens){if(r===0&&x!==0){$[r].isPrefix=true;$[r].value=K}else{$[r].value=o}depth($[r]);H.maxDepth+=$[r].depth}if(i>=x){A.push(o);t=i}}const r=t!==undefined?t+1:x;const s=e.slice(r);A.push(s);if(n.tokens&&t&&t+1<e.length){$[$.length-1].value=s;depth($[$.length-1]);H.maxDepth+=$[$.length-1].depth}H.slashes=S;H.parts=A}return H};e.exports=scan},4059:(e,t,n)=>{const{REGEX_BACKSLASH:r,REGEX_REMOVE_BACKSLASH:s,REGEX_SPECIAL_CHARS:i,REGEX_SPECIAL_CHARS_GLOBAL:o}=n(5595);t.isObject=e=>e!==null&&typeof e==="object"&&!Array.isArray(e);t.hasRegexChars=e=>i.test(e);t.isRegexChar=e=>e.length===1&&t.hasRegexChars(e);t.escapeRegex=e=>e.replace(o,"\\$1");t.toPosixSlashes=e=>e.replace(r,"/");t.isWindows=()=>{if(typeof navigator!=="undefined"&&navigator.platform){const e=navigator.platform.toLowerCase();return e==="win32"||e==="windows"}if(typeof process!=="undefined"&&process.platform){return process.platform==="win32"}return false};t.removeBackslashes=e=>e.replace(s,e=>e==="\\"?"":e);t.escapeLast=(e,n,r)=>{const s=e.lastIndexOf(n,r);if(s===-1)return e;if(e[s-1]==="\\")return t.escapeLast(e,n,s-1);return`${e.slice(0,s)}\\${e.slice(s)}`};t.removePrefix=(e,t={})=>{let n=e;if(n.startsWith("./")){n=n.slice(2);t.prefix="./"}return n};t.wrapOutput=(e,t={},n={})=>{const r=n.contains?"":"^";const s=n.contains?"":"$";let i=`${r}(?:${e})${s}`;if(t.negated===true){i=`(?:^(?!${i}).*$)`}return i};t.basename=(e,{windows:t}={})=>{const n=e.split(t?/[\\/]/:"/");const r=n[n.length-1];if(r===""){return n[n.length-2]}return r}},486:(e,t,n)=>{n.a(e,async(e,t)=>{try{var r=n(203);const e=await(0,r.iW)(process.argv.slice(2),{stdout:e=>process.stdout.write(e),stderr:e=>process.stderr.write(e),cwd:process.cwd()});process.exitCode=e;t()}catch(e){t(e)}},1)},203:(t,n,r)=>{r.d(n,{iW:()=>main});const s=e(import.meta.url)("node:fs");const i=e(import.meta.url)("node:path");const o=e(import.meta.url)("node:fs/promises");var a=r(1916);class ScorioError extends Error{name="ScorioError";warnings=[]}function withWarnings(e,t){if(e instanceof ScorioError&&t.length>0)e.warnings=[...t,...e.warnings];return e}class errors_ValidationError extends ScorioError{argument;name="ValidationError";constructor(e,t){super(e);this.argument=t}}class InputError extends ScorioError{location;detail;name="InputError";constructor(e,t){super(`${formatLocation(e)}: ${t}`);this.location=e;this.detail=t}}class ConfigError extends ScorioError{path;name="ConfigError";constructor(e,t){super(e);this.path=t}}function formatLocation(e){let t=e.file;if(e.line!==undefined)t+=`:${e.line}`;if(e.record!==undefined)t+=` (${e.record})`;if(e.field!==undefined)t+=` ${e.field}`;return t}function errors_showValue(e){let t;if(typeof e==="string")t=JSON.stringify(e);else if(typeof e==="number"||typeof e==="boolean"||e===null||e===undefined)t=String(e);else{try{t=JSON.stringify(e)??String(e)}catch{try{t=String(e)}catch{t=Array.isArray(e)?"[...]":"{...}"}}}return t.length>80?`${t.slice(0,77)}...`:t}function didYouMean(e,t){const n=e.toLowerCase();let r;let s=Infinity;for(const e of t){const t=(0,a.Io)(n,e.toLowerCase());if(t<s){r=e;s=t}}if(r===undefined||s===0||n.length<3)return"";const i=Math.min(n.length-1,Math.max(2,Math.floor(Math.max(n.length,r.length)/3)));if(s<=i)return`; did you mean ${errors_showValue(r)}?`;const o=t.find(e=>e.length>=3&&n.startsWith(e.toLowerCase()));return o!==undefined?`; did you mean ${errors_showValue(o)}?`:""}var c=r(8815);function assertEqual(e){return e}function assertNotEqual(e){return e}function toZod(){return e=>e}function assertIs(e){}function assertNever(e){throw new Error("Unexpected value in exhaustive check")}function assert(e){}function getEnumValues(e){const t=Object.values(e).filter(e=>typeof e==="number");const n=Object.entries(e).filter(([e,n])=>t.indexOf(+e)===-1).map(([e,t])=>t);return n}function joinValues(e,t="|"){return e.map(e=>stringifyPrimitive(e)).join(t)}function jsonStringifyReplacer(e,t){if(typeof t==="bigint")return t.toString();return t}class Cached{constructor(e){this._getter=e;this._value=undefined}get value(){const e=this._getter;if(e!==undefined){this._value=e();this._getter=undefined}return this._value}}function cached(e){return new Cached(e)}function nullish(e){return e===null||e===undefined}function cleanRegex(e){const t=e.startsWith("^")?1:0;const n=e.endsWith("$")?e.length-1:e.length;return e.slice(t,n)}function floatSafeRemainder(e,t){const n=e/t;const r=Math.round(n);const s=4*Number.EPSILON*Math.max(Math.abs(n),1);if(Math.abs(n-r)<s)return 0;return n-r}const l=null&&Symbol("evaluating");function defineLazy(e,t,n){let r=undefined;Object.defineProperty(e,t,{get(){if(r===l){return undefined}if(r===undefined){r=l;r=n()}return r},set(n){Object.defineProperty(e,t,{value:n})},configurable:true})}function objectClone(e){return Object.create(Object.getPrototypeOf(e),Object.getOwnPropertyDescriptors(e))}function util_assignProp(e,t,n){Object.defineProperty(e,t,{value:n,writable:true,enumerable:true,configurable:true})}function rawShape(e){const t=Object.getOwnPropertyDescriptor(e,"shape");return t?.get?t.get.raw:t?.value}function sourceShape(e){return rawShape(e._zod.def)??e._zod.def.shape}function deferProp(e,t,n){Object.defineProperty(e,t,{get(){const e=n();util_assignProp(this,t,e);return e},enumerable:true,configurable:true})}function putProp(e,t,n){if(t in e)util_assignProp(e,t,n);else e[t]=n}function mirrorShape(e,t,n,r){const s=sourceShape(t);for(const i of n){const n=Object.getOwnPropertyDescriptor(s,i);if(!n.enumerable)continue;if(n.get){deferProp(e,i,()=>{const e=t._zod.def.shape[i];return r?r(e,i):e})}else putProp(e,i,r?r(n.value,i):n.value)}}function mirrorProps(e,t){for(const n of Reflect.ownKeys(t)){const r=Object.getOwnPropertyDescriptor(t,n);if(!r.enumerable)continue;if(r.get)deferProp(e,n,()=>t[n]);else putProp(e,n,r.value)}}function mergeDefs(...e){const t={};for(const n of e){const e=Object.getOwnPropertyDescriptors(n);Object.assign(t,e)}return Object.defineProperties({},t)}function cloneDef(e){return mergeDefs(e._zod.def)}function getElementAtPath(e,t){if(!t)return e;return t.reduce((e,t)=>e?.[t],e)}function promiseAllObject(e){const t=Object.keys(e);const n=t.map(t=>e[t]);return Promise.all(n).then(e=>{const n={};for(let r=0;r<t.length;r++){n[t[r]]=e[r]}return n})}function randomString(e=10){const t="abcdefghijklmnopqrstuvwxyz";let n="";for(let r=0;r<e;r++){n+=t[Math.floor(Math.random()*t.length)]}return n}function esc(e){return JSON.stringify(e)}function slugify(e){return e.toLowerCase().trim().replace(/[^\w\s-]/g,"").replace(/[\s_-]+/g,"-").replace(/^-+|-+$/g,"")}const u="captureStackTrace"in Error?Error.captureStackTrace:(...e)=>{};function util_isObject(e){return typeof e==="object"&&e!==null&&!Array.isArray(e)}const f=cached(()=>{if(x.jitless){return false}if(typeof navigator!=="undefined"&&navigator?.userAgent?.includes("Cloudflare")){return false}try{const e=Function;new e("");return true}catch(e){return false}});function isPlainObject(e){if(util_isObject(e)===false)return false;const t=e.constructor;if(t===undefined)return true;if(typeof t!=="function")return true;const n=t.prototype;if(util_isObject(n)===false)return false;if(Object.prototype.hasOwnProperty.call(n,"isPrototypeOf")===false){return false}return true}function shallowClone(e){if(isPlainObject(e))return{...e};if(Array.isArray(e))return[...e];if(e instanceof Map)return new Map(e);if(e instanceof Set)return new Set(e);return e}function numKeys(e){let t=0;for(const n in e){if(Object.prototype.hasOwnProperty.call(e,n)){t++}}return t}const getParsedType=e=>{const t=typeof e;switch(t){case"undefined":return"undefined";case"string":return"string";case"number":return Number.isNaN(e)?"nan":"number";case"boolean":return"boolean";case"function":return"function";case"bigint":return"bigint";case"symbol":return"symbol";case"object":if(Array.isArray(e)){return"array"}if(e===null){return"null"}if(e.then&&typeof e.then==="function"&&e.catch&&typeof e.catch==="function"){return"promise"}if(typeof Map!=="undefined"&&e instanceof Map){return"map"}if(typeof Set!=="undefined"&&e instanceof Set){return"set"}if(typeof Date!=="undefined"&&e instanceof Date){return"date"}if(typeof File!=="undefined"&&e instanceof File){return"file"}return"object";default:throw new Error(`Unknown data type: ${t}`)}};const d=new Set(["string","number","symbol"]);const h=new Set(["string","number","bigint","boolean","symbol","undefined"]);function escapeRegex(e){return e.replace(/[.*+?^${}()|[\]\\]/g,"\\$&")}function clone(e,t,n){const r=new e._zod.constr(t??e._zod.def);if(!t||n?.parent)r._zod.parent=e;return r}function normalizeParams(e){const t=e;if(!t)return{};if(typeof t==="string")return{error:()=>t};if(t?.message!==undefined){if(t?.error!==undefined)throw new Error("Cannot specify both `message` and `error` params");t.error=t.message}delete t.message;if(typeof t.error==="string")return{...t,error:()=>t.error};return t}function createTransparentProxy(e){let t;return new Proxy({},{get(n,r,s){t??(t=e());return Reflect.get(t,r,s)},set(n,r,s,i){t??(t=e());return Reflect.set(t,r,s,i)},has(n,r){t??(t=e());return Reflect.has(t,r)},deleteProperty(n,r){t??(t=e());return Reflect.deleteProperty(t,r)},ownKeys(n){t??(t=e());return Reflect.ownKeys(t)},getOwnPropertyDescriptor(n,r){t??(t=e());return Reflect.getOwnPropertyDescriptor(t,r)},defineProperty(n,r,s){t??(t=e());return Reflect.defineProperty(t,r,s)}})}function stringifyPrimitive(e){if(typeof e==="bigint")return e.toString()+"n";if(typeof e==="string")return`"${e}"`;return`${e}`}function optionalKeys(e){return Object.keys(e).filter(t=>e[t]._zod.optin!==undefined&&e[t]._zod.optout==="optional")}const p=(()=>({safeint:[Number.MIN_SAFE_INTEGER,Number.MAX_SAFE_INTEGER],int32:[-2147483648,2147483647],uint32:[0,4294967295],float32:[-34028234663852886e22,34028234663852886e22],float64:[-Number.MAX_VALUE,Number.MAX_VALUE]}))();const m={int64:[BigInt("-9223372036854775808"),BigInt("9223372036854775807")],uint64:[BigInt(0),BigInt("18446744073709551615")]};function pick(e,t){const n=e._zod.def;const r=n.checks;const s=r&&r.length>0;if(s){throw new Error(".pick() cannot be used on object schemas containing refinements")}const i={};mirrorShape(i,e,maskedKeys(e,t));return clone(e,mergeDefs(n,{shape:i,checks:[]}))}function maskedKeys(e,t){const n=sourceShape(e);const r=[];for(const e of Reflect.ownKeys(t)){if(!Object.getOwnPropertyDescriptor(n,e)?.enumerable){throw new Error(`Unrecognized key: "${String(e)}"`)}if(t[e])r.push(e)}return r}function omit(e,t){const n=e._zod.def;const r=n.checks;const s=r&&r.length>0;if(s){throw new Error(".omit() cannot be used on object schemas containing refinements")}const i=new Set(maskedKeys(e,t));const o={};mirrorShape(o,e,Reflect.ownKeys(sourceShape(e)).filter(e=>!i.has(e)));return clone(e,mergeDefs(n,{shape:o,checks:[]}))}function extend(e,t){if(!isPlainObject(t)){throw new Error("Invalid input to extend: expected a plain object")}const n=e._zod.def.checks;const r=n&&n.length>0;if(r){const n=sourceShape(e);for(const e of Reflect.ownKeys(t)){if(Object.getOwnPropertyDescriptor(n,e)!==undefined){throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.")}}}return clone(e,mergeDefs(e._zod.def,{shape:extended(e,t)}))}function extended(e,t){const n={};mirrorShape(n,e,Reflect.ownKeys(sourceShape(e)));mirrorProps(n,t);return n}function safeExtend(e,t){if(!isPlainObject(t)){throw new Error("Invalid input to safeExtend: expected a plain object")}return clone(e,mergeDefs(e._zod.def,{shape:extended(e,t)}))}function merge(e,t){if(!t?._zod?.def){throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.")}if(e._zod.def.checks?.length){throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.")}const n={};mirrorShape(n,e,Reflect.ownKeys(sourceShape(e)));mirrorShape(n,t,Reflect.ownKeys(sourceShape(t)));const r=mergeDefs(e._zod.def,{shape:n,get catchall(){return t._zod.def.catchall},checks:t._zod.def.checks??[]});return clone(e,r)}function partial(e,t,n,r="partial"){const s=t._zod.def;const i=s.checks;const o=i&&i.length>0;if(o){throw new Error(`.${r}() cannot be used on object schemas containing refinements`)}const a=n?new Set(maskedKeys(t,n)):undefined;const c={};mirrorShape(c,t,Reflect.ownKeys(sourceShape(t)),e&&((t,n)=>a&&!a.has(n)?t:new e({type:"optional",innerType:t})));return clone(t,mergeDefs(t._zod.def,{shape:c,checks:[]}))}function required(e,t,n){const r=n?new Set(maskedKeys(t,n)):undefined;const s={};mirrorShape(s,t,Reflect.ownKeys(sourceShape(t)),(t,n)=>r&&!r.has(n)?t:new e({type:"nonoptional",innerType:t}));return clone(t,mergeDefs(t._zod.def,{shape:s}))}function aborted(e,t=0){if(e.aborted===true)return true;for(let n=t;n<e.issues.length;n++){if(e.issues[n]?.continue!==true){return true}}return false}function explicitlyAborted(e,t=0){if(e.aborted===true)return true;for(let n=t;n<e.issues.length;n++){if(e.issues[n]?.continue===false){return true}}return false}function prefixIssues(e,t){return t.map(t=>{var n;(n=t).path??(n.path=[]);t.path.unshift(e);return t})}function unwrapMessage(e){return typeof e==="string"?e:e?.message}function sizeCaps(e){const t=[];for(const n of e??[]){const e=n._zod.def;if(!/_(length|size)$|_equals$/.test(e.check))break;const r=e.maximum??e.length??e.size;if(r>=0)t.push([r,n])}return t}function attachSchema(e,t,n){var r;for(let s=t;s<e.length;s++){(r=e[s]).schema??(r.schema=n)}}function finalizeIssue(e,t,n){var r;const s=e.inst?._zod?.traits;if(s?.has("$ZodType")){if(s.has("$ZodCheck"))(r=e).schema??(r.schema=e.inst);else e.schema=e.inst}const i=e.schema!==e.inst?e.schema?._zod.def?.error:undefined;const o=e.message?e.message:unwrapMessage(e.inst?._zod.def?.error?.(e))??unwrapMessage(i?.(e))??unwrapMessage(t?.error?.(e))??unwrapMessage(n.customError?.(e))??unwrapMessage(n.localeError?.(e))??"Invalid input";const a={};for(const t of Object.keys(e)){if(t==="inst"||t==="schema"||t==="continue"||t==="input"||t==="__proto__")continue;a[t]=e[t]}a.path??(a.path=[]);a.message=o;if(t?.reportInput){a.input=e.input}return a}function getSizableOrigin(e){if(e instanceof Set)return"set";if(e instanceof Map)return"map";if(e instanceof File)return"file";return"unknown"}const g=/[\uD800-\uDBFF]/;function codePointLength(e){const t=e.length;if(!g.test(e))return t;let n=t;for(let r=0;r<t-1;r++){if((e.charCodeAt(r)&64512)===55296&&(e.charCodeAt(r+1)&64512)===56320){n--;r++}}return n}function getLengthableOrigin(e){if(Array.isArray(e))return"array";if(typeof e==="string")return"string";return"unknown"}function parsedType(e){const t=typeof e;switch(t){case"number":{return Number.isNaN(e)?"nan":"number"}case"object":{if(e===null){return"null"}if(Array.isArray(e)){return"array"}const t=e;if(t&&Object.getPrototypeOf(t)!==Object.prototype&&"constructor"in t&&t.constructor){return t.constructor.name}}}return t}function util_issue(...e){const[t,n,r]=e;if(typeof t==="string"){return{message:t,code:"custom",input:n,inst:r}}return{...t}}function cleanEnum(e){return Object.entries(e).filter(([e,t])=>Number.isNaN(Number.parseInt(e,10))).map(e=>e[1])}function base64ToUint8Array(e){const t=atob(e);const n=new Uint8Array(t.length);for(let e=0;e<t.length;e++){n[e]=t.charCodeAt(e)}return n}function uint8ArrayToBase64(e){let t="";for(let n=0;n<e.length;n++){t+=String.fromCharCode(e[n])}return btoa(t)}function base64urlToUint8Array(e){const t=e.replace(/-/g,"+").replace(/_/g,"/");const n="=".repeat((4-t.length%4)%4);return base64ToUint8Array(t+n)}function uint8ArrayToBase64url(e){return uint8ArrayToBase64(e).replace(/\+/g,"-").replace(/\//g,"_").replace(/=/g,"")}function hexToUint8Array(e){const t=e.replace(/^0x/,"");if(t.length%2!==0){throw new Error("Invalid hex string length")}const n=new Uint8Array(t.length/2);for(let e=0;e<t.length;e+=2){n[e/2]=Number.parseInt(t.slice(e,e+2),16)}return n}function uint8ArrayToHex(e){return Array.from(e).map(e=>e.toString(16).padStart(2,"0")).join("")}class Class{constructor(...e){}}function members(e,t){for(const n in t){const r=Object.getOwnPropertyDescriptor(t,n);if(r.get)Object.defineProperty(e,n,{...r,enumerable:false});else defineBound(e,n,r.value)}}function own(e,t,n,r=true){Object.defineProperty(e,t,{configurable:true,writable:true,enumerable:r,value:n});return n}function hide(e,t,n){return own(e,t,n,false)}function derived(e,t){for(const n in e){const r=e[n];Object.defineProperty(t,n,{configurable:true,enumerable:true,get(){return own(this,n,r(this))},set(e){own(this,n,e)}})}return t}function defineBound(e,t,n){Object.defineProperty(e,t,{configurable:true,get(){return this==null?n:own(this,t,n.bind(this))},set(e){own(this,t,e)}})}function claim(e,t){const n=Object.getPrototypeOf(e);return t in n?undefined:n}let v;let y=false;const b={configurable:true,get(){y=true;return undefined}};function defineLazyInternal(e,t,n){const r=Object.getPrototypeOf(e._zod);if(t in r&&v!==e._zod){v=undefined;return}v=e._zod;Object.defineProperty(r,t,{configurable:true,get(){Object.defineProperty(this,t,b);const e=y;y=false;try{const r=n(this);if(y)delete this[t];else Object.defineProperty(this,t,{configurable:true,writable:true,value:r});y=y||e;return r}catch(n){delete this[t];y=y||e;throw n}},set(e){Object.defineProperty(this,t,{configurable:true,writable:true,value:e})}})}function installLazyProp(e,t,n,r){const s=claim(e,t);if(!s)return;Object.defineProperty(s,t,{configurable:true,get(){const e={configurable:true,writable:true,enumerable:r,value:undefined};Object.defineProperty(this,t,e);e.value=n(this);Object.defineProperty(this,t,e);return e.value},set(e){Object.defineProperty(this,t,{configurable:true,writable:true,enumerable:r,value:e})}})}const k="~constantCatch";function constantCatch(e){const fn=()=>e;fn[k]=true;return fn}var S;const $=Object.freeze({status:"aborted"});const A={value:undefined,enumerable:false};let E="captureStackTrace"in Error?Error:null;function newError(e){const t=E;if(t){const n=t.stackTraceLimit;if(typeof n==="number"){try{t.stackTraceLimit=0}catch{E=null;return new e}try{return new e}finally{t.stackTraceLimit=n}}}return new e}function $constructor(e,t,n,r){const s={};function Internals(e){this.def=e;this.constr=_;this.traits=new Set}Internals.prototype=s;const i=n;const o=i&&new WeakSet;function init(n,r){if(!n._zod){A.value=new Internals(r);try{Object.defineProperty(n,"_zod",A)}finally{A.value=undefined}}else if(n._zod.traits.has(e)){return}n._zod.traits.add(e);t(n,r);if(o){const e=Object.getPrototypeOf(n);const t=n._zod.constr.prototype;let r=e;while(r&&r!==t)r=Object.getPrototypeOf(r);const s=r??e;if(!o.has(s)){o.add(s);members(s,i)}}const s=_.prototype;for(const e in s){if(!Object.prototype.hasOwnProperty.call(s,e))continue;if(!(e in n)){n[e]=s[e].bind(n)}}}const a=r?.Parent??Object;class Definition extends a{}Object.defineProperty(Definition,"name",{value:e});function _(e){const t=r?.Parent?newError(Definition):this;init(t,e);const n=t._zod.deferred;if(n){for(const e of n){e()}t._zod.deferred=undefined}const s=globalThis.__zod_globalConfig?.postProcessor;if(s)s(t);return t}Object.defineProperty(_,"init",{value:init});Object.defineProperty(_,Symbol.hasInstance,{value:t=>{if(r?.Parent&&t instanceof r.Parent)return true;return t?._zod?.traits?.has(e)}});Object.defineProperty(_,"name",{value:e});return _}const T=null&&Symbol("zod_brand");class $ZodAsyncError extends Error{constructor(){super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`)}}class $ZodEncodeError extends Error{constructor(e){super(`Encountered unidirectional transform during encode: ${e}`);this.name="ZodEncodeError"}}(S=globalThis).__zod_globalConfig??(S.__zod_globalConfig={});const x=globalThis.__zod_globalConfig;function config(e){if(e)Object.assign(x,e);return x}class $ZodCyclicError extends Error{constructor(){super(`Cannot parse a reference cycle that closes through a transform`);this.name="ZodCyclicError"}}const N="~memo";const I=[];function isRef(e){return e!==null&&typeof e==="object"}function cloneIssues(e){return e.map(e=>e.path?{...e,path:e.path.slice()}:{...e})}const L=new WeakMap;const C=0;const O=1;const R=2;function isRecursive(e,t,n){const r=L.get(e);if(r!==undefined)return r?R:C;if(t.has(e))return R;t.add(e);let s=C;const check=e=>{if(s!==R&&e?._zod){const r=isRecursive(e,t,n);if(r>s)s=r}};const shape=(e,r)=>{let s=C;for(const i of Reflect.ownKeys(e)){const o=Object.getOwnPropertyDescriptor(e,i);if(r&&!o.enumerable)continue;const a=o.get?O:o.value?._zod?isRecursive(o.value,t,n):C;if(a>s)s=a}return s};const merge=e=>{if(e>s)s=e};const i=e._zod.def;const o=i.type;switch(o){case"object":{const e=rawShape(i);merge(e?shape(e,true):O);check(i.catchall);break}case"array":check(i.element);break;case"tuple":for(const e of i.items)check(e);check(i.rest);break;case"record":case"map":check(i.keyType);check(i.valueType);break;case"set":check(i.valueType);break;case"union":for(const e of i.options)check(e);break;case"intersection":check(i.left);check(i.right);break;case"optional":case"nullable":case"default":case"prefault":case"catch":case"readonly":case"nonoptional":case"promise":case"success":check(i.innerType);break;case"pipe":check(i.in);check(i.out);break;case"function":check(i.input);check(i.output);break;case"lazy":{const r=i._cachedInner??(n?e._zod.innerType:undefined);merge(r?isRecursive(r,t,false):O);break}case"template_literal":case"string":case"number":case"int":case"boolean":case"bigint":case"symbol":case"undefined":case"null":case"void":case"never":case"any":case"unknown":case"date":case"nan":case"enum":case"literal":case"file":case"transform":case"custom":break;default:{o;for(const e in i){const t=Object.getOwnPropertyDescriptor(i,e);if(!t||t.get)continue;const n=t.value;if(!n||typeof n!=="object")continue;if(n._zod)check(n);else if(Array.isArray(n))for(const e of n)check(e)}}}t.delete(e);return settle(e,s)}function settle(e,t){if(t!==O)L.set(e,t===R);return t}function isRecursiveSchema(e){return isRecursive(e,new Set,true)!==C}function bucketFor(e,t){let n=e.buckets.get(t);if(!n){n=new WeakMap;e.buckets.set(t,n)}return n}let P;const z=[];const M={alloc(e,t,n){const r=P;if(!r)return n;P=undefined;const s={value:n,issues:null};r.set(t.value,s);z.push(s);return n},guard(e){var t;(t=e._zod).deferred??(t.deferred=[]);e._zod.deferred.push(()=>{const t=e._zod.parse;const wrapped=(e,n)=>{if(n.direction!=="backward"&&isBackEdge(n,e.value))throw new $ZodCyclicError;return t(e,n)};e._zod.parse=wrapped;if(e._zod.run===t)e._zod.run=wrapped})},attach(e){var t;let n;let r=false;let s;let i;(t=e._zod).deferred??(t.deferred=[]);e._zod.deferred.push(()=>{const t=e._zod.parse;const wrapped=(o,a)=>{if(n===undefined){const s=isRecursive(e,new Set,false);if(s===C){e._zod.parse=t;if(e._zod.run===wrapped)e._zod.run=t;return t(o,a)}if(s===R||r)n=true;else r=true}const c=o.value;if(!isRef(c))return t(o,a);let l=a[N];if(!l){l={buckets:new WeakMap,backEdges:undefined};a[N]=l}let u;if(s===a){u=i}else{u=bucketFor(l,e);s=a;i=u}const f=u.get(c);if(f){o.value=f.value;if(f.issues){if(f.issues.length)o.issues.push(...cloneIssues(f.issues))}else{o.memo=true;l.backEdges??(l.backEdges=new WeakSet);l.backEdges.add(f.value)}return o}P=u;const d=z.length;const h=t(o,a);P=undefined;const p=z.length>d?z.pop():undefined;if(h instanceof Promise){return h.then(e=>{if(p)p.issues=e.issues.length?cloneIssues(e.issues):I;return e})}if(p)p.issues=h.issues.length?cloneIssues(h.issues):I;return h};e._zod.parse=wrapped;if(e._zod.run===t)e._zod.run=wrapped})}};function memoizer(){return M}function isBackEdge(e,t){const n=e[N]?.backEdges;return n!==undefined&&isRef(t)&&n.has(t)}const j=/^[cC][0-9a-z]{6,}$/;const B=/^[0-9a-z]+$/;const F=/^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;const D=/^[0-9a-vA-V]{20}$/;const U=/^[A-Za-z0-9]{27}$/;const V=/^[a-zA-Z0-9_-]{21}$/;function nanoidOfLength(e){return new RegExp(`^[a-zA-Z0-9_-]{${e}}$`)}const q=/^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;const K=/^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/;const Z=/^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;const uuid=e=>{if(!e)return/^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${e}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`)};const H=null&&uuid(4);const G=null&&uuid(6);const W=null&&uuid(7);const J=/^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;const Y=/^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;const Q=/^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;const X=/^[^\s@"]{1,64}@[^\s@]{1,255}$/u;const ee=null&&X;const te=/^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;const ne=`^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;function emoji(){return new RegExp(ne,"u")}const re=/^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;const se=/^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;const mac=e=>{const t=util.escapeRegex(e??":");return new RegExp(`^(?:[0-9A-F]{2}${t}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${t}){5}[0-9a-f]{2}$`)};const ie=/^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;const oe=/^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;const ae=/^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;const ce=/^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;const le=/^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;const ue=/^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;const fe=/^https?$/;const de=/^\+[1-9]\d{6,14}$/;const he=/^\d(?:[ -]?\d){11,18}$/;const pe=/^(?:AED|AFN|ALL|AMD|AOA|ARS|AUD|AWG|AZN|BAM|BBD|BDT|BHD|BIF|BMD|BND|BOB|BOV|BRL|BSD|BTN|BWP|BYN|BZD|CAD|CDF|CHE|CHF|CHW|CLF|CLP|CNY|COP|COU|CRC|CUP|CVE|CZK|DJF|DKK|DOP|DZD|EGP|ERN|ETB|EUR|FJD|FKP|GBP|GEL|GHS|GIP|GMD|GNF|GTQ|GYD|HKD|HNL|HTG|HUF|IDR|ILS|INR|IQD|IRR|ISK|JMD|JOD|JPY|KES|KGS|KHR|KMF|KPW|KRW|KWD|KYD|KZT|LAK|LBP|LKR|LRD|LSL|LYD|MAD|MDL|MGA|MKD|MMK|MNT|MOP|MRU|MUR|MVR|MWK|MXN|MXV|MYR|MZN|NAD|NGN|NIO|NOK|NPR|NZD|OMR|PAB|PEN|PGK|PHP|PKR|PLN|PYG|QAR|RON|RSD|RUB|RWF|SAR|SBD|SCR|SDG|SEK|SGD|SHP|SLE|SOS|SRD|SSP|STN|SVC|SYP|SZL|THB|TJS|TMT|TND|TOP|TRY|TTD|TWD|TZS|UAH|UGX|USD|USN|UYI|UYU|UYW|UZS|VED|VES|VND|VUV|WST|XAD|XAF|XAG|XAU|XBA|XBB|XBC|XBD|XCD|XCG|XDR|XOF|XPD|XPF|XPT|XSU|XTS|XUA|XXX|YER|ZAR|ZMW|ZWG)$/;const me=/^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$/;const ge=`(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;function regexes_anchor(e){return new RegExp(`^${e}$`)}const ve=regexes_anchor(ge);function timeSource(e){const t=`(?:[01]\\d|2[0-3]):[0-5]\\d`;const n=typeof e.precision==="number"?e.precision===-1?`${t}`:e.precision===0?`${t}:[0-5]\\d`:`${t}:[0-5]\\d\\.\\d{${e.precision}}`:e.seconds?`${t}:[0-5]\\d(?:\\.\\d+)?`:`${t}(?::[0-5]\\d(?:\\.\\d+)?)?`;return n}function time(e){return new RegExp(`^${timeSource(e)}$`)}function datetime(e){const t=["Z"];if(e.offset)t.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);const n=`${timeSource({precision:e.precision,seconds:true})}(?:${t.join("|")})`;const r=e.local?`${n}|${timeSource({precision:e.precision})}`:n;return new RegExp(`^${ge}T(?:${r})$`)}const ye=/^[\s\S]{0,}$/;const string=e=>{const t=e?`[\\s\\S]{${e?.minimum??0},${e?.maximum??""}}`:`[\\s\\S]*`;return new RegExp(`^${t}$`)};const be=/^-?\d+n?$/;const we=/^-?\d+$/;const _e=/^-?\d+(?:\.\d+)?$/;const ke=/^(?:true|false)$/i;const Se=/^null$/i;const $e=/^undefined$/i;const Ae=/^[^A-Z]*$/;const Ee=/^[^a-z]*$/;const Te=/^[0-9a-fA-F]*$/;function fixedBase64(e,t){return new RegExp(`^[A-Za-z0-9+/]{${e}}${t}$`)}function fixedBase64url(e){return new RegExp(`^[A-Za-z0-9_-]{${e}}$`)}const xe=/^[0-9a-fA-F]{32}$/;const Ne=null&&fixedBase64(22,"==");const Ie=null&&fixedBase64url(22);const Le=/^[0-9a-fA-F]{40}$/;const Ce=null&&fixedBase64(27,"=");const Oe=null&&fixedBase64url(27);const Re=/^[0-9a-fA-F]{64}$/;const Pe=null&&fixedBase64(43,"=");const ze=null&&fixedBase64url(43);const Me=/^[0-9a-fA-F]{96}$/;const je=null&&fixedBase64(64,"");const Be=null&&fixedBase64url(64);const Fe=/^[0-9a-fA-F]{128}$/;const De=null&&fixedBase64(86,"==");const Ue=null&&fixedBase64url(86);const Ve=$constructor("$ZodCheck",(e,t)=>{var n;e._zod??(e._zod={});e._zod.def=t;(n=e._zod).onattach??(n.onattach=[])});const _whenHasSize=e=>{const t=e.value;return!util.nullish(t)&&t.size!==undefined};const _whenHasLength=e=>{const t=e.value;return!nullish(t)&&t.length!==undefined};const qe={number:"number",bigint:"bigint",object:"date"};const Ke=$constructor("$ZodCheckLessThan",(e,t)=>{Ve.init(e,t);const n=qe[typeof t.value];e._zod.check=r=>{if(t.inclusive?r.value<=t.value:r.value<t.value){return}r.issues.push({origin:qe[typeof r.value]??n,code:"too_big",maximum:typeof t.value==="object"?t.value.getTime():t.value,input:r.value,inclusive:t.inclusive,inst:e,continue:!t.abort})}});const Ze=$constructor("$ZodCheckGreaterThan",(e,t)=>{Ve.init(e,t);const n=qe[typeof t.value];e._zod.check=r=>{if(t.inclusive?r.value>=t.value:r.value>t.value){return}r.issues.push({origin:qe[typeof r.value]??n,code:"too_small",minimum:typeof t.value==="object"?t.value.getTime():t.value,input:r.value,inclusive:t.inclusive,inst:e,continue:!t.abort})}});const He=$constructor("$ZodCheckMultipleOf",(e,t)=>{Ve.init(e,t);e._zod.check=n=>{if(typeof n.value!==typeof t.value)throw new Error("Cannot mix number and bigint in multiple_of check.");const r=typeof n.value==="bigint"?t.value!==BigInt(0)&&n.value%t.value===BigInt(0):floatSafeRemainder(n.value,t.value)===0;if(r)return;n.issues.push({origin:typeof n.value,code:"not_multiple_of",divisor:t.value,input:n.value,inst:e,continue:!t.abort})}});const Ge=$constructor("$ZodCheckNumberFormat",(e,t)=>{Ve.init(e,t);t.format=t.format||"float64";const n=t.format?.includes("int");const r=n?"int":"number";const[s,i]=p[t.format];e._zod.check=o=>{const a=o.value;if(n){if(!Number.isInteger(a)){o.issues.push({expected:r,format:t.format,code:"invalid_type",continue:false,input:a,inst:e});return}if(!Number.isSafeInteger(a)){if(a>0){o.issues.push({input:a,code:"too_big",maximum:Number.MAX_SAFE_INTEGER,note:"Integers must be within the safe integer range.",inst:e,origin:r,inclusive:true,continue:!t.abort})}else{o.issues.push({input:a,code:"too_small",minimum:Number.MIN_SAFE_INTEGER,note:"Integers must be within the safe integer range.",inst:e,origin:r,inclusive:true,continue:!t.abort})}return}}if(a<s){o.issues.push({origin:"number",input:a,code:"too_small",minimum:s,inclusive:true,inst:e,continue:!t.abort})}if(a>i){o.issues.push({origin:"number",input:a,code:"too_big",maximum:i,inclusive:true,inst:e,continue:!t.abort})}}});const We=null&&core.$constructor("$ZodCheckBigIntFormat",(e,t)=>{Ve.init(e,t);const[n,r]=util.BIGINT_FORMAT_RANGES[t.format];e._zod.check=s=>{const i=s.value;if(i<n){s.issues.push({origin:"bigint",input:i,code:"too_small",minimum:n,inclusive:true,inst:e,continue:!t.abort})}if(i>r){s.issues.push({origin:"bigint",input:i,code:"too_big",maximum:r,inclusive:true,inst:e,continue:!t.abort})}}});const Je=null&&core.$constructor("$ZodCheckMaxSize",(e,t)=>{var n;Ve.init(e,t);(n=e._zod.def).when??(n.when=_whenHasSize);e._zod.check=n=>{const r=n.value;const s=r.size;if(s<=t.maximum)return;n.issues.push({origin:util.getSizableOrigin(r),code:"too_big",maximum:t.maximum,inclusive:true,input:r,inst:e,continue:!t.abort})}});const Ye=null&&core.$constructor("$ZodCheckMinSize",(e,t)=>{var n;Ve.init(e,t);(n=e._zod.def).when??(n.when=_whenHasSize);e._zod.check=n=>{const r=n.value;const s=r.size;if(s>=t.minimum)return;n.issues.push({origin:util.getSizableOrigin(r),code:"too_small",minimum:t.minimum,inclusive:true,input:r,inst:e,continue:!t.abort})}});const Qe=null&&core.$constructor("$ZodCheckSizeEquals",(e,t)=>{var n;Ve.init(e,t);(n=e._zod.def).when??(n.when=_whenHasSize);e._zod.check=n=>{const r=n.value;const s=r.size;if(s===t.size)return;const i=s>t.size;n.issues.push({origin:util.getSizableOrigin(r),...i?{code:"too_big",maximum:t.size}:{code:"too_small",minimum:t.size},inclusive:true,exact:true,input:n.value,inst:e,continue:!t.abort})}});const Xe=$constructor("$ZodCheckMaxLength",(e,t)=>{var n;Ve.init(e,t);(n=e._zod.def).when??(n.when=_whenHasLength);e._zod.check=n=>{const r=n.value;const s=r.length;const i=typeof r==="string"&&s>t.maximum?codePointLength(r):s;if(i<=t.maximum)return;const o=getLengthableOrigin(r);n.issues.push({origin:o,code:"too_big",maximum:t.maximum,inclusive:true,input:r,inst:e,continue:!t.abort})}});const et=$constructor("$ZodCheckMinLength",(e,t)=>{var n;Ve.init(e,t);(n=e._zod.def).when??(n.when=_whenHasLength);e._zod.check=n=>{const r=n.value;const s=r.length;const i=typeof r==="string"&&s>=t.minimum&&s<t.minimum*2?codePointLength(r):s;if(i>=t.minimum)return;const o=getLengthableOrigin(r);n.issues.push({origin:o,code:"too_small",minimum:t.minimum,inclusive:true,input:r,inst:e,continue:!t.abort})}});const tt=$constructor("$ZodCheckLengthEquals",(e,t)=>{var n;Ve.init(e,t);(n=e._zod.def).when??(n.when=_whenHasLength);e._zod.check=n=>{const r=n.value;const s=r.length;const i=typeof r==="string"&&s>=t.length&&s<=t.length*2?codePointLength(r):s;if(i===t.length)return;const o=getLengthableOrigin(r);const a=i>t.length;n.issues.push({origin:o,...a?{code:"too_big",maximum:t.length}:{code:"too_small",minimum:t.length},inclusive:true,exact:true,input:n.value,inst:e,continue:!t.abort})}});const nt=$constructor("$ZodCheckStringFormat",(e,t)=>{var n,r;Ve.init(e,t);if(t.pattern)(n=e._zod).check??(n.check=n=>{t.pattern.lastIndex=0;if(t.pattern.test(n.value))return;n.issues.push({origin:"string",code:"invalid_format",format:t.format,input:n.value,...t.pattern?{pattern:t.pattern.toString()}:{},inst:e,continue:!t.abort})});else(r=e._zod).check??(r.check=()=>{})});const rt=$constructor("$ZodCheckRegex",(e,t)=>{nt.init(e,t);e._zod.check=n=>{t.pattern.lastIndex=0;if(t.pattern.test(n.value))return;n.issues.push({origin:"string",code:"invalid_format",format:"regex",input:n.value,pattern:t.pattern.toString(),inst:e,continue:!t.abort})}});const st=$constructor("$ZodCheckLowerCase",(e,t)=>{t.pattern??(t.pattern=Ae);nt.init(e,t)});const it=$constructor("$ZodCheckUpperCase",(e,t)=>{t.pattern??(t.pattern=Ee);nt.init(e,t)});const ot=$constructor("$ZodCheckIncludes",(e,t)=>{Ve.init(e,t);const n=escapeRegex(t.includes);const r=new RegExp(typeof t.position==="number"?`^.{${t.position},}${n}`:n);t.pattern=r;e._zod.check=n=>{if(n.value.includes(t.includes,t.position))return;n.issues.push({origin:"string",code:"invalid_format",format:"includes",includes:t.includes,input:n.value,inst:e,continue:!t.abort})}});const at=$constructor("$ZodCheckStartsWith",(e,t)=>{Ve.init(e,t);const n=new RegExp(`^${escapeRegex(t.prefix)}.*`);t.pattern??(t.pattern=n);e._zod.check=n=>{if(n.value.startsWith(t.prefix))return;n.issues.push({origin:"string",code:"invalid_format",format:"starts_with",prefix:t.prefix,input:n.value,inst:e,continue:!t.abort})}});const ct=$constructor("$ZodCheckEndsWith",(e,t)=>{Ve.init(e,t);const n=new RegExp(`.*${escapeRegex(t.suffix)}$`);t.pattern??(t.pattern=n);e._zod.check=n=>{if(n.value.endsWith(t.suffix))return;n.issues.push({origin:"string",code:"invalid_format",format:"ends_with",suffix:t.suffix,input:n.value,inst:e,continue:!t.abort})}});function handleCheckPropertyResult(e,t,n){if(e.issues.length){t.issues.push(...prefixIssues(n,e.issues))}}const lt=null&&core.$constructor("$ZodCheckProperty",(e,t)=>{Ve.init(e,t);e._zod.check=e=>{const n=t.schema._zod.run({value:e.value[t.property],issues:[]},{});if(n instanceof Promise){return n.then(n=>handleCheckPropertyResult(n,e,t.property))}handleCheckPropertyResult(n,e,t.property);return}});const ut=$constructor("$ZodCheckProperties",(e,t)=>{Ve.init(e,t);hide(e,Symbol.iterator,function*(){yield e});let n;e._zod.check=r=>{if(r.value==null){r.issues.push({expected:"object",code:"invalid_type",input:r.value,inst:e});return undefined}n??(n=Reflect.ownKeys(t.shape).map(e=>[e,t.shape[e]]));const s=r.value;let i;for(const[e,t]of n){const n=t._zod.run({value:s[e],issues:[]},{});if(n instanceof Promise){i??(i=[]);i.push(n.then(t=>handleCheckPropertyResult(t,r,e)))}else{handleCheckPropertyResult(n,r,e)}}if(i)return Promise.all(i).then(()=>undefined);return undefined}});const ft=null&&core.$constructor("$ZodCheckMimeType",(e,t)=>{Ve.init(e,t);const n=new Set(t.mime);e._zod.check=r=>{if(n.has(r.value.type))return;r.issues.push({code:"invalid_value",values:t.mime,input:r.value.type,inst:e,continue:!t.abort})}});const dt=$constructor("$ZodCheckOverwrite",(e,t)=>{Ve.init(e,t);e._zod.check=e=>{e.value=t.tx(e.value)}});class Doc{constructor(e=[],t={}){this.content=[];this.indent=0;this.args=e;this.closed=t}indented(e){this.indent+=1;try{e(this)}finally{this.indent-=1}}write(e){if(typeof e==="function"){e(this,{execution:"sync"});e(this,{execution:"async"});return}const t=e;const n=t.split("\n").filter(e=>e);const r=Math.min(...n.map(e=>e.length-e.trimStart().length));const s=n.map(e=>e.slice(r)).map(e=>" ".repeat(this.indent*2)+e);for(const e of s){this.content.push(e)}}compile(){const e=Function;const t=this?.content??[``];const n=new e(...Object.keys(this.closed),`return function (${this.args.join(", ")}) {\n${t.join("\n")}\n};`);return n(...Object.values(this.closed))}}const ht={major:4,minor:6,patch:7};const pt=$constructor("$ZodType",(e,t)=>{var n;e??(e={});e._zod.def=t;e._zod.bag=e._zod.bag||{};e._zod.version=ht;const r=e._zod.def.checks;const s=e._zod.traits.has("$ZodCheck")?[e,...r??[]]:r?.length?[...r]:[];for(const t of s){for(const n of t._zod.onattach){n(e)}}if(s.length===0){(n=e._zod).deferred??(n.deferred=[]);e._zod.deferred?.push(()=>{e._zod.run=e._zod.parse})}else{const runChecks=(t,n,r)=>{if(t.memo)return t;let s=aborted(t);let i;for(const o of n){if(o._zod.def.when){if(explicitlyAborted(t))continue;const e=o._zod.def.when(t);if(!e)continue}else if(s){continue}const n=t.issues.length;const a=o._zod.check(t);if(a instanceof Promise&&r?.async===false){throw new $ZodAsyncError}if(i||a instanceof Promise){i=(i??Promise.resolve()).then(async()=>{await a;const r=t.issues.length;if(r===n)return;attachSchema(t.issues,n,e);if(!s)s=aborted(t,n)})}else{const r=t.issues.length;if(r===n)continue;attachSchema(t.issues,n,e);if(!s)s=aborted(t,n)}}if(i){return i.then(()=>t)}return t};const handleCanaryResult=(t,n,r)=>{if(aborted(t)){t.aborted=true;return t}const i=runChecks(n,s,r);if(i instanceof Promise){if(r.async===false)throw new $ZodAsyncError;return i.then(t=>e._zod.parse(t,r))}return e._zod.parse(i,r)};e._zod.run=(t,n)=>{if(n.skipChecks){return e._zod.parse(t,n)}if(n.direction==="backward"){const r=e._zod.parse({value:t.value,issues:[]},{...n,skipChecks:true});if(r instanceof Promise){return r.then(e=>handleCanaryResult(e,t,n))}return handleCanaryResult(r,t,n)}const r=e._zod.parse(t,n);if(r instanceof Promise){if(n.async===false)throw new $ZodAsyncError;return r.then(e=>runChecks(e,s,n))}return runChecks(r,s,n)}}},{get"~standard"(){return hide(this,"~standard",standardProps(this))},set"~standard"(e){own(this,"~standard",e)}});const toStandardResult=(e,t)=>e.issues.length?{issues:e.issues.map(e=>finalizeIssue(e,t,config()))}:{value:e.value};async function validateAsync(e,t){const n={async:true};return toStandardResult(await e._zod.run({value:t,issues:[]},n),n)}function standardProps(e){return{validate:t=>{const n={async:false};try{const r=e._zod.run({value:t,issues:[]},n);if(!(r instanceof Promise))return toStandardResult(r,n)}catch(e){}return validateAsync(e,t)},vendor:"zod",version:1}}const mt=$constructor("$ZodString",(e,t)=>{pt.init(e,t);e._zod.pattern=t.pattern??ye;e._zod.parse=(n,r)=>{if(t.coerce)try{n.value=String(n.value)}catch(r){}if(typeof n.value==="string")return n;n.issues.push({expected:"string",code:"invalid_type",input:n.value,inst:e});return n}});const gt=$constructor("$ZodStringFormat",(e,t)=>{nt.init(e,t);mt.init(e,t)});const vt=$constructor("$ZodGUID",(e,t)=>{t.pattern??(t.pattern=Z);gt.init(e,t)});const yt=$constructor("$ZodUUID",(e,t)=>{if(t.version){const e={v1:1,v2:2,v3:3,v4:4,v5:5,v6:6,v7:7,v8:8};const n=e[t.version];if(n===undefined)throw new Error(`Invalid UUID version: "${t.version}"`);t.pattern??(t.pattern=uuid(n))}else t.pattern??(t.pattern=uuid());gt.init(e,t)});const bt=$constructor("$ZodEmail",(e,t)=>{t.pattern??(t.pattern=J);gt.init(e,t)});const wt=1;const _t=2;function canParseURL(e){try{if(typeof URL!=="undefined"&&typeof URL.canParse==="function")return URL.canParse(e);new URL(e);return true}catch{return false}}function validateURL(e,t){if(!("normalize"in t)&&!("hostname"in t)&&!("protocol"in t)){return canParseURL(e)||_t}return parseURLObject(e,t)}function parseURLObject(e,t){if(!t.normalize&&t.protocol?.source===fe.source&&!/^https?:\/\//i.test(e)){return wt}try{if(typeof URL!=="undefined"){const t=URL;if(typeof t.parse==="function")return t.parse(e)??_t}return new URL(e)}catch{return _t}}const kt=/[\t\n\r]/g;function stripTabAndNewline(e){return e.replace(kt,"")}function urlHostnameOk(e,t){t.lastIndex=0;return t.test(e.hostname)}function urlProtocolOk(e,t){t.lastIndex=0;return t.test(e.protocol.endsWith(":")?e.protocol.slice(0,-1):e.protocol)}const St=$constructor("$ZodURL",(e,t)=>{gt.init(e,t);e._zod.check=n=>{try{const r=n.value.trim();const s=validateURL(r,t);if(s===wt){n.issues.push({code:"invalid_format",format:"url",note:"Invalid URL format",input:n.value,inst:e,continue:!t.abort});return}if(s===_t){n.issues.push({code:"invalid_format",format:"url",input:n.value,inst:e,continue:!t.abort});return}if(s===true){n.value=stripTabAndNewline(r);return}if(t.hostname&&!urlHostnameOk(s,t.hostname)){n.issues.push({code:"invalid_format",format:"url",note:"Invalid hostname",pattern:t.hostname.source,input:n.value,inst:e,continue:!t.abort})}if(t.protocol&&!urlProtocolOk(s,t.protocol)){n.issues.push({code:"invalid_format",format:"url",note:"Invalid protocol",pattern:t.protocol.source,input:n.value,inst:e,continue:!t.abort})}n.value=t.normalize?s.href:stripTabAndNewline(r);return}catch(r){n.issues.push({code:"invalid_format",format:"url",input:n.value,inst:e,continue:!t.abort})}}});const $t=$constructor("$ZodEmoji",(e,t)=>{t.pattern??(t.pattern=emoji());gt.init(e,t)});const At=$constructor("$ZodNanoID",(e,t)=>{if(t.length!==undefined&&(!Number.isInteger(t.length)||t.length<1))throw new Error(`Invalid nanoid length: ${t.length}`);t.pattern??(t.pattern=t.length===undefined?V:nanoidOfLength(t.length));gt.init(e,t)});const Et=$constructor("$ZodCUID",(e,t)=>{t.pattern??(t.pattern=j);gt.init(e,t)});const Tt=$constructor("$ZodCUID2",(e,t)=>{t.pattern??(t.pattern=B);gt.init(e,t)});const xt=$constructor("$ZodULID",(e,t)=>{t.pattern??(t.pattern=F);gt.init(e,t)});const Nt=$constructor("$ZodXID",(e,t)=>{t.pattern??(t.pattern=D);gt.init(e,t)});const It=$constructor("$ZodKSUID",(e,t)=>{t.pattern??(t.pattern=U);gt.init(e,t)});const Lt=$constructor("$ZodISODateTime",(e,t)=>{t.pattern??(t.pattern=datetime(t));gt.init(e,t)});const Ct=$constructor("$ZodISODate",(e,t)=>{t.pattern??(t.pattern=ve);gt.init(e,t)});const Ot=$constructor("$ZodISOTime",(e,t)=>{t.pattern??(t.pattern=time(t));gt.init(e,t)});const Rt=$constructor("$ZodISODuration",(e,t)=>{t.pattern??(t.pattern=q);gt.init(e,t)});const Pt=$constructor("$ZodIPv4",(e,t)=>{t.pattern??(t.pattern=re);gt.init(e,t)});const zt=/^[0-9a-fA-F:.]+$/;function isValidIPv6(e){if(!zt.test(e))return false;return canParseURL(`http://[${e}]`)}const Mt=$constructor("$ZodIPv6",(e,t)=>{t.pattern??(t.pattern=se);gt.init(e,t);e._zod.check=n=>{if(!isValidIPv6(n.value)){n.issues.push({code:"invalid_format",format:"ipv6",input:n.value,inst:e,continue:!t.abort})}}});const jt=null&&core.$constructor("$ZodMAC",(e,t)=>{t.pattern??(t.pattern=regexes.mac(t.delimiter));gt.init(e,t)});const Bt=$constructor("$ZodCIDRv4",(e,t)=>{t.pattern??(t.pattern=ie);gt.init(e,t)});function isValidCIDRv6(e){const t=e.split("/");if(t.length!==2)return false;const[n,r]=t;if(!r)return false;const s=Number(r);if(`${s}`!==r)return false;if(s<0||s>128)return false;return isValidIPv6(n)}const Ft=$constructor("$ZodCIDRv6",(e,t)=>{t.pattern??(t.pattern=oe);gt.init(e,t);e._zod.check=n=>{if(!isValidCIDRv6(n.value)){n.issues.push({code:"invalid_format",format:"cidrv6",input:n.value,inst:e,continue:!t.abort})}}});function isValidBase64(e){if(e==="")return true;if(/\s/.test(e))return false;if(e.length%4!==0)return false;try{atob(e);return true}catch{return false}}const Dt=/^[0-9a-zA-Z+/]*={0,2}$/;const Ut=$constructor("$ZodBase64",(e,t)=>{t.pattern??(t.pattern=Dt);gt.init(e,t);e._zod.check=n=>{if(isValidBase64(n.value))return;n.issues.push({code:"invalid_format",format:"base64",input:n.value,inst:e,continue:!t.abort})}});const Vt=/^[A-Za-z0-9_-]*$/;function isValidBase64URL(e){if(!Vt.test(e))return false;const t=e.replace(/[-_]/g,e=>e==="-"?"+":"/");const n=t.padEnd(Math.ceil(t.length/4)*4,"=");return isValidBase64(n)}const qt=$constructor("$ZodBase64URL",(e,t)=>{t.pattern??(t.pattern=Vt);gt.init(e,t);e._zod.check=n=>{if(isValidBase64URL(n.value))return;n.issues.push({code:"invalid_format",format:"base64url",input:n.value,inst:e,continue:!t.abort})}});const Kt=$constructor("$ZodE164",(e,t)=>{t.pattern??(t.pattern=de);gt.init(e,t)});const Zt=/[- ]/g;function isLuhnAlgo(e){let t=e.length;let n=1;let r=0;while(t){const s=e.charCodeAt(--t)-48;n^=1;r+=n?[0,2,4,6,8,1,3,5,7,9][s]:s}return r%10===0}function isValidCreditCard(e){if(!regexes.creditCard.test(e))return false;return isLuhnAlgo(e.replace(Zt,""))}const Ht=null&&core.$constructor("$ZodCreditCard",(e,t)=>{t.pattern??(t.pattern=regexes.creditCard);gt.init(e,t);e._zod.check=n=>{if(isValidCreditCard(n.value))return;n.issues.push({code:"invalid_format",format:"credit_card",input:n.value,inst:e,continue:!t.abort})}});function isIso7064Mod97(e){let t=0;const n=e.length;for(let r=4;r<n;r++){const n=e.charCodeAt(r);t=(n>=65?t*100+(n-55):t*10+(n-48))%97}for(let n=0;n<4;n++){const r=e.charCodeAt(n);t=(r>=65?t*100+(r-55):t*10+(r-48))%97}return t===1}function isValidIBAN(e){if(!regexes.iban.test(e))return false;return isIso7064Mod97(e)}const Gt=null&&core.$constructor("$ZodIBAN",(e,t)=>{t.pattern??(t.pattern=regexes.iban);gt.init(e,t);e._zod.check=n=>{if(isValidIBAN(n.value))return;n.issues.push({code:"invalid_format",format:"iban",input:n.value,inst:e,continue:!t.abort})}});function isValidJWT(e,t=null){try{const n=e.split(".");if(n.length!==3)return false;const[r]=n;if(!r)return false;const s=JSON.parse(atob(r));if("typ"in s&&s?.typ!=="JWT")return false;if(!s.alg)return false;if(t&&(!("alg"in s)||s.alg!==t))return false;return true}catch{return false}}const Wt=$constructor("$ZodJWT",(e,t)=>{gt.init(e,t);e._zod.check=n=>{if(isValidJWT(n.value,t.alg))return;n.issues.push({code:"invalid_format",format:"jwt",input:n.value,inst:e,continue:!t.abort})}});const Jt=null&&core.$constructor("$ZodCustomStringFormat",(e,t)=>{gt.init(e,t);e._zod.check=n=>{if(t.fn(n.value))return;n.issues.push({code:"invalid_format",format:t.format,input:n.value,inst:e,continue:!t.abort})}});const Yt=$constructor("$ZodNumber",(e,t)=>{pt.init(e,t);e._zod.pattern=_e;e._zod.parse=(n,r)=>{if(t.coerce)try{n.value=Number(n.value)}catch(e){}const s=n.value;if(typeof s==="number"&&!Number.isNaN(s)&&Number.isFinite(s)){return n}const i=typeof s==="number"?Number.isNaN(s)?"NaN":!Number.isFinite(s)?String(s):undefined:undefined;n.issues.push({expected:"number",code:"invalid_type",input:s,inst:e,...i?{received:i}:{}});return n}});const Qt=$constructor("$ZodNumberFormat",(e,t)=>{Ge.init(e,t);Yt.init(e,t)});const Xt=$constructor("$ZodBoolean",(e,t)=>{pt.init(e,t);e._zod.pattern=ke;e._zod.parse=(n,r)=>{if(t.coerce)try{n.value=Boolean(n.value)}catch(e){}const s=n.value;if(typeof s==="boolean")return n;n.issues.push({expected:"boolean",code:"invalid_type",input:s,inst:e});return n}});const tn=$constructor("$ZodBigInt",(e,t)=>{pt.init(e,t);e._zod.pattern=be;e._zod.parse=(n,r)=>{if(t.coerce)try{n.value=BigInt(n.value)}catch(e){}if(typeof n.value==="bigint")return n;n.issues.push({expected:"bigint",code:"invalid_type",input:n.value,inst:e});return n}});const nn=null&&core.$constructor("$ZodBigIntFormat",(e,t)=>{checks.$ZodCheckBigIntFormat.init(e,t);tn.init(e,t)});const rn=null&&core.$constructor("$ZodSymbol",(e,t)=>{pt.init(e,t);e._zod.parse=(t,n)=>{const r=t.value;if(typeof r==="symbol")return t;t.issues.push({expected:"symbol",code:"invalid_type",input:r,inst:e});return t}});const sn=null&&core.$constructor("$ZodUndefined",(e,t)=>{pt.init(e,t);e._zod.pattern=regexes.undefined;e._zod.values=new Set([undefined]);e._zod.parse=(t,n)=>{const r=t.value;if(typeof r==="undefined")return t;t.issues.push({expected:"undefined",code:"invalid_type",input:r,inst:e});return t}});const on=$constructor("$ZodNull",(e,t)=>{pt.init(e,t);e._zod.pattern=Se;e._zod.values=new Set([null]);e._zod.parse=(t,n)=>{const r=t.value;if(r===null)return t;t.issues.push({expected:"null",code:"invalid_type",input:r,inst:e});return t}});const an=null&&core.$constructor("$ZodAny",(e,t)=>{pt.init(e,t);e._zod.parse=e=>e});const cn=$constructor("$ZodUnknown",(e,t)=>{pt.init(e,t);e._zod.parse=e=>e});const un=$constructor("$ZodNever",(e,t)=>{pt.init(e,t);e._zod.parse=(t,n)=>{t.issues.push({expected:"never",code:"invalid_type",input:t.value,inst:e});return t}});const dn=null&&core.$constructor("$ZodVoid",(e,t)=>{pt.init(e,t);e._zod.parse=(t,n)=>{const r=t.value;if(typeof r==="undefined")return t;t.issues.push({expected:"void",code:"invalid_type",input:r,inst:e});return t}});const hn=$constructor("$ZodDate",(e,t)=>{pt.init(e,t);e._zod.parse=(n,r)=>{if(t.coerce){try{n.value=new Date(n.value)}catch(e){}}const s=n.value;const i=s instanceof Date;const o=i&&!Number.isNaN(s.getTime());if(o)return n;n.issues.push({expected:"date",code:"invalid_type",input:s,...i?{received:"Invalid Date"}:{},inst:e});return n}});function capSize(e,t){const n=sizeCaps(e._zod.def.checks);if(!n.length)return;const r=Math.min(...n.map(e=>e[0]));const s=e._zod.parse;e._zod.parse=(n,i)=>{const o=t(n.value);if(o>r&&!i?.skipChecks&&i?.direction!=="backward"){for(const[t,r]of sizeCaps(e._zod.def.checks)){if(o>t&&r._zod.def.when(n)){const t=n.issues.length;r._zod.check(n);n.issues[t].continue=false;attachSchema(n.issues,t,e);return n}}}return s(n,i)}}const arraySize=e=>Array.isArray(e)?e.length:-1;const mapSize=e=>e instanceof Map?e.size:-1;const setSize=e=>e instanceof Set?e.size:-1;function handleArrayResult(e,t,n){if(e.issues.length){t.issues.push(...prefixIssues(n,e.issues))}t.value[n]=e.value}const pn=$constructor("$ZodArray",(e,t)=>{pt.init(e,t);const n=x.memoizer;n?.attach(e);e._zod.parse=(r,s)=>{const i=r.value;if(!Array.isArray(i)){r.issues.push({expected:"array",code:"invalid_type",input:i,inst:e});return r}r.value=n?n.alloc(e,r,Array(i.length),s):Array(i.length);const o=[];const a=s?.abortEarly;for(let e=0;e<i.length;e++){const n=i[e];const c=t.element._zod.run({value:n,issues:[]},s);if(c instanceof Promise){o.push(c.then(t=>handleArrayResult(t,r,e)))}else{handleArrayResult(c,r,e);if(a&&c.issues.length!==0&&aborted(c))break}}if(o.length){return Promise.all(o).then(()=>r)}return r};capSize(e,arraySize)});function handlePropertyResult(e,t,n,r,s,i){const o=n in r;const a=i==="optional";if(!o&&a&&s==="optional"){return}if(e.issues.length){if(s!==undefined&&a&&!o){return}t.issues.push(...prefixIssues(n,e.issues))}if(!o&&s===undefined){if(!e.issues.length){t.issues.push({code:"invalid_type",expected:"nonoptional",input:undefined,path:[n]})}return}if(e.value===undefined){if(o||s==="defaulted"&&!a){t.value[n]=undefined}}else{t.value[n]=e.value}}const mn=[];function normalizeDef(e){const t=Object.keys(e.shape);const n=Object.getOwnPropertySymbols(e.shape);const r=n.length?n:mn;const s=r.length?[...t,...r]:t;for(const t of s){if(!e.shape?.[t]?._zod?.traits?.has("$ZodType")){throw new Error(`Invalid element at key "${String(t)}": expected a Zod schema`)}}const i=optionalKeys(e.shape);return{...e,allKeys:s,symbolKeys:r,keySet:new Set(t),numKeys:t.length,optionalKeys:new Set(i)}}function handleCatchall(e,t,n,r,s,i,o){const a=[];const c=s.keySet;const l=s.catchall._zod;const u=l.def.type;const f=l.optin;const d=l.optout;let h=0;for(const s in t){if(o&&n.issues.length!==h){if(aborted(n,h))break;h=n.issues.length}if(c.has(s))continue;if(s==="__proto__"){if(u==="never")a.push(s);continue}if(u==="never"){a.push(s);continue}const i=l.run({value:t[s],issues:[]},r);if(i instanceof Promise){e.push(i.then(e=>handlePropertyResult(e,n,s,t,f,d)))}else{handlePropertyResult(i,n,s,t,f,d)}}if(a.length){n.issues.push({code:"unrecognized_keys",keys:a,input:t,inst:i,continue:true})}if(!e.length)return n;return Promise.all(e).then(()=>n)}const gn=$constructor("$ZodObject",(e,t)=>{pt.init(e,t);const n=Object.getOwnPropertyDescriptor(t,"shape");const r=n?.get?n.get.raw:t.shape??{};if(r){const get=()=>{const e={...r};Object.defineProperty(t,"shape",{value:e});get.raw=e;return e};get.raw=r;Object.defineProperty(t,"shape",{get:get})}const s=cached(()=>normalizeDef(t));defineLazyInternal(e,"propValues",e=>{const t=e.def.shape;const n={};for(const e in t){const r=t[e]._zod;if(r.values){if(!Object.prototype.hasOwnProperty.call(n,e)){util_assignProp(n,e,new Set)}for(const t of r.values)n[e].add(t);if(r.optin!==undefined)n[e].add(undefined)}}return n});const i=util_isObject;const o=t.catchall;let a;const c=x.memoizer;c?.attach(e);e._zod.parse=(t,n)=>{a??(a=s.value);const r=t.value;if(!i(r)){t.issues.push({expected:"object",code:"invalid_type",input:r,inst:e});return t}t.value=c?c.alloc(e,t,{},n):{};const l=[];const u=a.shape;const f=n?.abortEarly;let d=t.issues.length;for(const e of a.allKeys){if(f&&t.issues.length!==d){if(aborted(t,d))break;d=t.issues.length}if(e==="__proto__")continue;const s=u[e];const i=s._zod.optin;const o=s._zod.optout;const a=s._zod.run({value:r[e],issues:[]},n);if(a instanceof Promise){l.push(a.then(n=>handlePropertyResult(n,t,e,r,i,o)))}else{handlePropertyResult(a,t,e,r,i,o)}}if(!o){return l.length?Promise.all(l).then(()=>t):t}return handleCatchall(l,r,t,n,s.value,e,f===true)}});const vn=$constructor("$ZodObjectJIT",(e,t)=>{gn.init(e,t);const n=e._zod.parse;const r=cached(()=>normalizeDef(t));const s=x.memoizer;const generateFastpass=t=>{const n=r.value;const i=n.symbolKeys;const o=new Doc(["payload","ctx"],{shape:t,inst:e,memo:s,syms:i});const parseStr=e=>`shape[${e}]._zod.run({ value: input[${e}], issues: [] }, ctx)`;const prefixStr=(e,t)=>`\n          let ${e}_ab = false;\n          for (let i = 0; i < ${e}.issues.length; i++) {\n            const iss = ${e}.issues[i];\n            iss.path = iss.path ? [${t}, ...iss.path] : [${t}];\n            payload.issues.push(iss);\n            if (iss.continue !== true) ${e}_ab = true;\n          }\n          if (${e}_ab && ctx && ctx.abortEarly) {\n            payload.value = newResult;\n            return payload;\n          }`;o.write(`const input = payload.value;`);const a=Object.create(null);let c=0;for(const e of n.allKeys){a[e]=`key_${c++}`}o.write(s?`const newResult = memo.alloc(inst, payload, {}, ctx);`:`const newResult = {};`);for(const e of n.allKeys){if(e==="__proto__")continue;const n=a[e];const r=typeof e==="symbol"?`syms[${i.indexOf(e)}]`:esc(e);const s=`${r} in input`;const c=t[e];const l=c?._zod?.optin;const u=l!==undefined;const f=c?._zod?.optout==="optional";o.write(`const ${n} = ${parseStr(r)};`);if(u&&f){const e=l==="optional"?`${n}_present`:`${n}.value !== undefined || ${n}_present`;o.write(`\n        const ${n}_present = ${s};\n        if (!${n}.issues.length || ${n}_present) {\n          if (${n}.issues.length) {${prefixStr(n,r)}\n          }\n\n          if (${e}) {\n            newResult[${r}] = ${n}.value;\n          }\n        }\n\n      `)}else if(!u){o.write(`\n        const ${n}_present = ${s};\n        if (${n}.issues.length) {${prefixStr(n,r)}\n        }\n        if (!${n}_present && !${n}.issues.length) {\n          payload.issues.push({\n            code: "invalid_type",\n            expected: "nonoptional",\n            input: undefined,\n            path: [${r}]\n          });\n          if (ctx && ctx.abortEarly) {\n            payload.value = newResult;\n            return payload;\n          }\n        }\n\n        if (${n}_present) {\n          newResult[${r}] = ${n}.value;\n        }\n\n      `)}else{o.write(`\n        if (${n}.issues.length) {${prefixStr(n,r)}\n        }\n      `);if(l==="defaulted"){o.write(`newResult[${r}] = ${n}.value;`)}else{o.write(`\n        if (${n}.value !== undefined || ${s}) {\n          newResult[${r}] = ${n}.value;\n        }\n      `)}}}o.write(`payload.value = newResult;`);o.write(`return payload;`);return o.compile()};let i;const o=util_isObject;const a=!x.jitless;const c=f;const l=a&&c.value;const u=t.catchall;let d;e._zod.parse=(s,c)=>{d??(d=r.value);const f=s.value;if(!o(f)){s.issues.push({expected:"object",code:"invalid_type",input:f,inst:e});return s}if(a&&l&&c?.async===false&&c.jitless!==true){if(!i)i=generateFastpass(t.shape);s=i(s,c);if(!u)return s;return handleCatchall([],f,s,c,d,e,c?.abortEarly===true)}return n(s,c)}});function handleUnionResults(e,t,n,r){for(const n of e){if(n.issues.length===0){t.value=n.value;return t}}const s=e.filter(e=>!aborted(e));if(s.length===1){t.value=s[0].value;return s[0]}t.issues.push({code:"invalid_union",input:t.value,inst:n,errors:e.map(e=>e.issues.map(e=>finalizeIssue(e,r,config())))});return t}const yn=$constructor("$ZodUnion",(e,t)=>{pt.init(e,t);defineLazyInternal(e,"optin",e=>e.def.options.some(e=>e._zod.optin==="defaulted")?"defaulted":e.def.options.some(e=>e._zod.optin!==undefined)?"optional":undefined);defineLazyInternal(e,"optout",e=>e.def.options.some(e=>e._zod.optout==="optional")?"optional":undefined);defineLazyInternal(e,"values",e=>{if(e.def.options.every(e=>e._zod.values)){return new Set(e.def.options.flatMap(e=>Array.from(e._zod.values)))}return undefined});defineLazyInternal(e,"pattern",e=>{if(e.def.options.every(e=>e._zod.pattern)){const t=e.def.options.map(e=>e._zod.pattern);return new RegExp(`^(${t.map(e=>cleanRegex(e.source)).join("|")})$`)}return undefined});const n=t.options.length===1?t.options[0]._zod.run:null;e._zod.parse=(r,s)=>{if(n){return n(r,s)}let i=false;const o=[];for(const e of t.options){const t=e._zod.run({value:r.value,issues:[]},s);if(t instanceof Promise){o.push(t);i=true}else{if(t.issues.length===0)return t;o.push(t)}}if(!i)return handleUnionResults(o,r,e,s);return Promise.all(o).then(t=>handleUnionResults(t,r,e,s))}});function handleExclusiveUnionResults(e,t,n,r){const s=[];for(let t=0;t<e.length;t++){if(e[t].issues.length===0)s.push(t)}if(s.length===1){t.value=e[s[0]].value;return t}if(s.length===0){t.issues.push({code:"invalid_union",input:t.value,inst:n,errors:e.map(e=>e.issues.map(e=>util.finalizeIssue(e,r,core.config())))})}else{t.issues.push({code:"invalid_union",input:t.value,inst:n,errors:[],inclusive:false,matches:s})}return t}const bn=null&&core.$constructor("$ZodXor",(e,t)=>{yn.init(e,t);t.inclusive=false;const n=t.options.length===1?t.options[0]._zod.run:null;e._zod.parse=(r,s)=>{if(n){return n(r,s)}let i=false;const o=[];for(const e of t.options){const t=e._zod.run({value:r.value,issues:[]},s);if(t instanceof Promise){o.push(t);i=true}else{o.push(t)}}if(!i)return handleExclusiveUnionResults(o,r,e,s);return Promise.all(o).then(t=>handleExclusiveUnionResults(t,r,e,s))}});function getDiscriminatedOption(e,t){const n=e._zod;let r=n.bag.optionsMap;if(!r){r=discriminatorMap(n.def);n.bag.optionsMap=r}const s=r.get(t);if(s===null)throw new Error(`Ambiguous discriminator value "${String(t)}"`);return s}function discriminatorMap(e){const t=new Map;for(const n of e.options){const r=n._zod.propValues?.[e.discriminator];if(!r||r.size===0)throw new Error(`Invalid discriminated union option at index "${e.options.indexOf(n)}"`);for(const e of r){if(t.has(e)){if(e!==undefined)throw new Error(`Duplicate discriminator value "${String(e)}"`);t.set(e,null)}else{t.set(e,n)}}}return t}const wn=null&&core.$constructor("$ZodDiscriminatedUnion",(e,t)=>{t.inclusive=false;yn.init(e,t);const n=e._zod.parse;util.defineLazyInternal(e,"propValues",e=>{const t={};let n=0;for(const r of e.def.options){const s=r._zod.propValues;if(!s||Object.keys(s).length===0)throw new Error(`Invalid discriminated union option at index "${e.def.options.indexOf(r)}"`);if(s[e.def.discriminator]?.has(undefined))n++;for(const[e,n]of Object.entries(s)){if(!Object.prototype.hasOwnProperty.call(t,e)){util.assignProp(t,e,new Set)}for(const r of n){t[e].add(r)}}}if(!e.def.unionFallback&&n>1)t[e.def.discriminator]?.delete(undefined);return t});t.options.forEach((e,n)=>{const r=util.rawShape(e._zod.def);if(r&&!Object.prototype.hasOwnProperty.call(r,t.discriminator)){throw new Error(`Invalid discriminated union option at index "${n}"`)}});const r=util.cached(()=>discriminatorMap(t));e._zod.parse=(s,i)=>{const o=s.value;if(!util.isObject(o)){s.issues.push({code:"invalid_type",expected:"object",input:o,inst:e});return s}const a=o?.[t.discriminator];const c=r.value.get(a);if(c&&(a!==undefined||i.direction!=="backward")){return c._zod.run(s,i)}if(t.unionFallback||i.direction==="backward"){return n(s,i)}s.issues.push({code:"invalid_union",errors:[],note:"No matching discriminator",discriminator:t.discriminator,options:Array.from(r.value.keys()).filter(e=>r.value.get(e)!==null),input:o,path:[t.discriminator],inst:e});return s}});const _n=$constructor("$ZodIntersection",(e,t)=>{pt.init(e,t);e._zod.parse=(e,n)=>{const r=e.value;const s=t.left._zod.run({value:r,issues:[]},n);const i=t.right._zod.run({value:r,issues:[]},n);const o=s instanceof Promise||i instanceof Promise;if(o){return Promise.all([s,i]).then(([t,n])=>handleIntersectionResults(e,t,n))}return handleIntersectionResults(e,s,i)}});function mergeValues(e,t){if(e===t){return{valid:true,data:e}}if(e instanceof Date&&t instanceof Date&&+e===+t){return{valid:true,data:e}}if(isPlainObject(e)&&isPlainObject(t)){const n=Object.keys(t);const r=Object.keys(e).filter(e=>n.indexOf(e)!==-1);const s={...e,...t};if(Object.prototype.hasOwnProperty.call(s,"__proto__"))delete s.__proto__;for(const n of r){if(n==="__proto__")continue;const r=mergeValues(e[n],t[n]);if(!r.valid){return{valid:false,mergeErrorPath:[n,...r.mergeErrorPath]}}s[n]=r.data}return{valid:true,data:s}}if(Array.isArray(e)&&Array.isArray(t)){if(e.length!==t.length){return{valid:false,mergeErrorPath:[]}}const n=[];for(let r=0;r<e.length;r++){const s=e[r];const i=t[r];const o=mergeValues(s,i);if(!o.valid){return{valid:false,mergeErrorPath:[r,...o.mergeErrorPath]}}n.push(o.data)}return{valid:true,data:n}}return{valid:false,mergeErrorPath:[]}}function handleIntersectionResults(e,t,n){const r=new Map;let s;const i=new Map;const collect=(e,t)=>{let n;if(e.code==="unrecognized_keys"&&!e.path?.length){s??(s=e);n=e.keys}else if(e.code==="invalid_key"&&e.origin==="record"&&e.path?.length===1){const t=String(e.path[0]);if(!i.has(t))i.set(t,e);n=[t]}else{return false}for(const e of n){if(!r.has(e))r.set(e,{});r.get(e)[t]=true}return true};for(const n of t.issues){if(!collect(n,"l"))e.issues.push(n)}for(const t of n.issues){if(!collect(t,"r"))e.issues.push(t)}const o=[...r].filter(([,e])=>e.l&&e.r).map(([e])=>e);if(o.length){const t=s?o.filter(e=>s.keys.includes(e)):[];if(t.length)e.issues.push({...s,keys:t});for(const n of o){if(!t.includes(n)&&i.has(n))e.issues.push(i.get(n))}}const a=mergeValues(t.value,n.value);if(!a.valid){if(aborted(e))return e;throw new Error(`Unmergable intersection. Error path: `+`${JSON.stringify(a.mergeErrorPath)}`)}e.value=a.data;return e}const kn=$constructor("$ZodTuple",(e,t)=>{pt.init(e,t);const n=t.items;const r=x.memoizer;r?.attach(e);e._zod.parse=(s,i)=>{const o=s.value;if(!Array.isArray(o)){s.issues.push({input:o,inst:e,expected:"tuple",code:"invalid_type"});return s}s.value=r?r.alloc(e,s,[],i):[];const a=[];const c=getTupleOptStart(n,"optin");const l=getTupleOptStart(n,"optout");if(!t.rest){if(o.length<c){s.issues.push({code:"too_small",minimum:c,inclusive:true,input:o,inst:e,origin:"array"});return s}if(o.length>n.length){s.issues.push({code:"too_big",maximum:n.length,inclusive:true,input:o,inst:e,origin:"array"})}}const u=new Array(n.length);const f=t.rest?i?.abortEarly:undefined;let d=false;for(let e=0;e<n.length;e++){const t=n[e]._zod.run({value:o[e],issues:[]},i);if(t instanceof Promise){a.push(t.then(t=>{u[e]=t}))}else{u[e]=t;if(f&&!d&&t.issues.length)d=aborted(t)}}if(t.rest&&!d){let e=n.length-1;const r=o.slice(n.length);let c=s.issues.length;for(const n of r){if(f&&s.issues.length!==c){if(aborted(s,c))break;c=s.issues.length}e++;const r=t.rest._zod.run({value:n,issues:[]},i);if(r instanceof Promise){a.push(r.then(t=>handleTupleResult(t,s,e)))}else{handleTupleResult(r,s,e)}}}if(a.length){return Promise.all(a).then(()=>handleTupleResults(u,s,n,o,l))}return handleTupleResults(u,s,n,o,l)}});function getTupleOptStart(e,t){for(let n=e.length-1;n>=0;n--){const r=t==="optin"?e[n]._zod.optin!==undefined:e[n]._zod.optout==="optional";if(!r)return n+1}return 0}function handleTupleResult(e,t,n){if(e.issues.length){t.issues.push(...prefixIssues(n,e.issues))}t.value[n]=e.value}function handleTupleResults(e,t,n,r,s){for(let i=0;i<n.length;i++){const o=e[i];const a=i<r.length;if(!a&&i>=s&&n[i]._zod.optin==="optional"){t.value.length=i;break}if(o.issues.length){if(!a&&i>=s){t.value.length=i;break}t.issues.push(...prefixIssues(i,o.issues))}t.value[i]=o.value}for(let e=t.value.length-1;e>=r.length;e--){if(n[e]._zod.optout==="optional"&&t.value[e]===undefined){t.value.length=e}else{break}}return t}const Sn=$constructor("$ZodRecord",(e,t)=>{pt.init(e,t);const n=x.memoizer;n?.attach(e);e._zod.parse=(r,s)=>{const i=r.value;if(!isPlainObject(i)){r.issues.push({expected:"record",code:"invalid_type",input:i,inst:e});return r}const o=[];const a=t.keyType._zod.values;if(a&&!t.partial){r.value=n?n.alloc(e,r,{},s):{};const c=new Set;for(const n of a){if(typeof n==="string"||typeof n==="number"||typeof n==="symbol"){c.add(typeof n==="number"?n.toString():n);if(n==="__proto__")continue;const a=t.keyType._zod.run({value:n,issues:[]},s);if(a instanceof Promise){throw new Error("Async schemas not supported in object keys currently")}if(a.issues.length){r.issues.push({code:"invalid_key",origin:"record",issues:a.issues.map(e=>finalizeIssue(e,s,config())),input:n,path:[n],inst:e});continue}const l=a.value;if(l==="__proto__")continue;const u=t.valueType._zod.run({value:i[n],issues:[]},s);if(u instanceof Promise){o.push(u.then(e=>{if(e.issues.length){r.issues.push(...prefixIssues(n,e.issues))}r.value[l]=e.value}))}else{if(u.issues.length){r.issues.push(...prefixIssues(n,u.issues))}r.value[l]=u.value}}}let l;for(const e in i){if(!c.has(e)){if(t.mode==="loose"){if(e==="__proto__")continue;r.value[e]=i[e]}else{l=l??[];l.push(e)}}}if(l&&l.length>0){r.issues.push({code:"unrecognized_keys",input:i,inst:e,keys:l,continue:true})}}else{r.value=n?n.alloc(e,r,{},s):{};let c;for(const n of Reflect.ownKeys(i)){if(n==="__proto__")continue;if(!Object.prototype.propertyIsEnumerable.call(i,n))continue;let l=t.keyType._zod.run({value:n,issues:[]},s);if(l instanceof Promise){throw new Error("Async schemas not supported in object keys currently")}const u=typeof n==="string"&&_e.test(n)&&l.issues.length;if(u){const e=t.keyType._zod.run({value:Number(n),issues:[]},s);if(e instanceof Promise){throw new Error("Async schemas not supported in object keys currently")}if(e.issues.length===0){l=e}}if(l.issues.length){if(t.mode==="loose"){r.value[n]=i[n]}else if(a){c=c??[];c.push(n)}else{r.issues.push({code:"invalid_key",origin:"record",issues:l.issues.map(e=>finalizeIssue(e,s,config())),input:n,path:[n],inst:e})}continue}const f=l.value;if(f==="__proto__")continue;const d=t.valueType._zod.run({value:i[n],issues:[]},s);if(d instanceof Promise){o.push(d.then(e=>{if(e.issues.length){r.issues.push(...prefixIssues(n,e.issues))}r.value[f]=e.value}))}else{if(d.issues.length){r.issues.push(...prefixIssues(n,d.issues))}r.value[f]=d.value}}if(c&&c.length>0){r.issues.push({code:"unrecognized_keys",input:i,inst:e,keys:c,continue:true})}}if(o.length){return Promise.all(o).then(()=>r)}return r}});const $n=null&&core.$constructor("$ZodMap",(e,t)=>{pt.init(e,t);const n=core.globalConfig.memoizer;n?.attach(e);e._zod.parse=(r,s)=>{const i=r.value;if(!(i instanceof Map)){r.issues.push({expected:"map",code:"invalid_type",input:i,inst:e});return r}const o=[];r.value=n?n.alloc(e,r,new Map,s):new Map;const a=s?.abortEarly;let c=r.issues.length;for(const[n,l]of i){if(a&&r.issues.length!==c){if(util.aborted(r,c))break;c=r.issues.length}const u=t.keyType._zod.run({value:n,issues:[]},s);const f=t.valueType._zod.run({value:l,issues:[]},s);if(u instanceof Promise||f instanceof Promise){o.push(Promise.all([u,f]).then(([t,o])=>{handleMapResult(t,o,r,n,i,e,s)}))}else{handleMapResult(u,f,r,n,i,e,s)}}if(o.length)return Promise.all(o).then(()=>r);return r};capSize(e,mapSize)});function handleMapResult(e,t,n,r,s,i,o){if(e.issues.length){if(util.propertyKeyTypes.has(typeof r)){n.issues.push(...util.prefixIssues(r,e.issues))}else{n.issues.push({code:"invalid_key",origin:"map",input:s,inst:i,issues:e.issues.map(e=>util.finalizeIssue(e,o,core.config()))})}}if(t.issues.length){if(util.propertyKeyTypes.has(typeof r)){n.issues.push(...util.prefixIssues(r,t.issues))}else{n.issues.push({origin:"map",code:"invalid_element",input:s,inst:i,key:r,issues:t.issues.map(e=>util.finalizeIssue(e,o,core.config()))})}}n.value.set(e.value,t.value)}const An=null&&core.$constructor("$ZodSet",(e,t)=>{pt.init(e,t);const n=core.globalConfig.memoizer;n?.attach(e);e._zod.parse=(r,s)=>{const i=r.value;if(!(i instanceof Set)){r.issues.push({input:i,inst:e,expected:"set",code:"invalid_type"});return r}const o=[];r.value=n?n.alloc(e,r,new Set,s):new Set;const a=s?.abortEarly;let c=r.issues.length;for(const e of i){if(a&&r.issues.length!==c){if(util.aborted(r,c))break;c=r.issues.length}const n=t.valueType._zod.run({value:e,issues:[]},s);if(n instanceof Promise){o.push(n.then(e=>handleSetResult(e,r)))}else handleSetResult(n,r)}if(o.length)return Promise.all(o).then(()=>r);return r};capSize(e,setSize)});function handleSetResult(e,t){if(e.issues.length){t.issues.push(...e.issues)}t.value.add(e.value)}const En=$constructor("$ZodEnum",(e,t)=>{pt.init(e,t);const n=getEnumValues(t.entries);const r=new Set(n);e._zod.values=r;defineLazyInternal(e,"pattern",e=>{const t=getEnumValues(e.def.entries).filter(e=>d.has(typeof e));return new RegExp(t.length?`^(${t.map(e=>escapeRegex(e.toString())).join("|")})$`:"^[^\\s\\S]$")});e._zod.parse=(t,s)=>{const i=t.value;if(r.has(i)){return t}t.issues.push({code:"invalid_value",values:n,input:i,inst:e});return t}});const Tn=$constructor("$ZodLiteral",(e,t)=>{pt.init(e,t);const n=new Set(t.values);e._zod.values=n;defineLazyInternal(e,"pattern",e=>{const t=e.def.values;return new RegExp(t.length?`^(${t.map(e=>typeof e==="string"?escapeRegex(e):e?escapeRegex(e.toString()):String(e)).join("|")})$`:"^[^\\s\\S]$")});e._zod.parse=(r,s)=>{const i=r.value;if(n.has(i)){return r}r.issues.push({code:"invalid_value",values:t.values,input:i,inst:e});return r}});const xn=null&&core.$constructor("$ZodFile",(e,t)=>{pt.init(e,t);e._zod.parse=(t,n)=>{const r=t.value;if(r instanceof File)return t;t.issues.push({expected:"file",code:"invalid_type",input:r,inst:e});return t}});const Nn=$constructor("$ZodTransform",(e,t)=>{pt.init(e,t);e._zod.optin="optional";x.memoizer?.guard(e);e._zod.parse=(n,r)=>{if(r.direction==="backward"){throw new $ZodEncodeError(e.constructor.name)}const s=t.transform(n.value,n);if(r.async){const e=s instanceof Promise?s:Promise.resolve(s);return e.then(e=>{n.value=e;return n})}if(s instanceof Promise){throw new $ZodAsyncError}n.value=s;return n}});function handleOptionalResult(e,t){e.value=t.issues.length?undefined:t.value;return e}const In=$constructor("$ZodOptional",(e,t)=>{pt.init(e,t);defineLazyInternal(e,"optin",e=>e.def.innerType._zod.optin==="defaulted"?"defaulted":"optional");e._zod.optout="optional";defineLazyInternal(e,"values",e=>{const t=e.def.innerType._zod.values;return t?new Set([...t,undefined]):undefined});defineLazyInternal(e,"pattern",e=>{const t=e.def.innerType._zod.pattern;return t?new RegExp(`^(${cleanRegex(t.source)})?$`):undefined});e._zod.parse=(e,n)=>{if(e.value===undefined){if(t.innerType._zod.optin!=="defaulted")return e;const r=t.innerType._zod.run({value:e.value,issues:[]},n);if(r instanceof Promise)return r.then(t=>handleOptionalResult(e,t));return handleOptionalResult(e,r)}return t.innerType._zod.run(e,n)}});const Ln=$constructor("$ZodExactOptional",(e,t)=>{In.init(e,t);defineLazyInternal(e,"values",e=>e.def.innerType._zod.values);defineLazyInternal(e,"pattern",e=>e.def.innerType._zod.pattern);e._zod.parse=(e,n)=>t.innerType._zod.run(e,n)});const Cn=$constructor("$ZodNullable",(e,t)=>{pt.init(e,t);defineLazyInternal(e,"optin",e=>e.def.innerType._zod.optin);defineLazyInternal(e,"optout",e=>e.def.innerType._zod.optout);defineLazyInternal(e,"pattern",e=>{const t=e.def.innerType._zod.pattern;return t?new RegExp(`^(${cleanRegex(t.source)}|null)$`):undefined});defineLazyInternal(e,"values",e=>e.def.innerType._zod.values?new Set([...e.def.innerType._zod.values,null]):undefined);e._zod.parse=(e,n)=>{if(e.value===null)return e;return t.innerType._zod.run(e,n)}});const On=$constructor("$ZodDefault",(e,t)=>{pt.init(e,t);e._zod.optin="defaulted";defineLazyInternal(e,"values",e=>e.def.innerType._zod.values);e._zod.parse=(e,n)=>{if(n.direction==="backward"){return t.innerType._zod.run(e,n)}if(e.value===undefined){e.value=t.defaultValue;return e}const r=t.innerType._zod.run(e,n);if(r instanceof Promise){return r.then(e=>handleDefaultResult(e,t))}return handleDefaultResult(r,t)}});function handleDefaultResult(e,t){if(e.value===undefined){e.value=t.defaultValue}return e}const Rn=$constructor("$ZodPrefault",(e,t)=>{pt.init(e,t);e._zod.optin="defaulted";defineLazyInternal(e,"values",e=>e.def.innerType._zod.values);e._zod.parse=(e,n)=>{if(n.direction==="backward"){return t.innerType._zod.run(e,n)}if(e.value===undefined){e.value=t.defaultValue}return t.innerType._zod.run(e,n)}});const Pn=$constructor("$ZodNonOptional",(e,t)=>{pt.init(e,t);defineLazyInternal(e,"values",e=>{const t=e.def.innerType._zod.values;return t?new Set([...t].filter(e=>e!==undefined)):undefined});e._zod.parse=(n,r)=>{const s=t.innerType._zod.run(n,r);if(s instanceof Promise){return s.then(t=>handleNonOptionalResult(t,e))}return handleNonOptionalResult(s,e)}});function handleNonOptionalResult(e,t){if(!e.issues.length&&e.value===undefined){e.issues.push({code:"invalid_type",expected:"nonoptional",input:e.value,inst:t})}return e}const zn=null&&core.$constructor("$ZodSuccess",(e,t)=>{pt.init(e,t);e._zod.parse=(e,n)=>{if(n.direction==="backward"){throw new core.$ZodEncodeError("ZodSuccess")}const r=t.innerType._zod.run(e,n);if(r instanceof Promise){return r.then(t=>{e.value=t.issues.length===0;return e})}e.value=r.issues.length===0;return e}});function handleCatchResult(e,t,n,r){if(!t.issues.length){e.value=t.value;if(t.memo)e.memo=true;return e}e.value=n.catchValue({...t,value:e.value,error:{issues:t.issues.map(e=>finalizeIssue(e,r,config()))},input:e.value});return e}const Mn=$constructor("$ZodCatch",(e,t)=>{pt.init(e,t);defineLazyInternal(e,"optin",e=>e.def.innerType._zod.optin==="defaulted"?"defaulted":"optional");defineLazyInternal(e,"optout",e=>e.def.innerType._zod.optout);defineLazyInternal(e,"values",e=>e.def.innerType._zod.values);e._zod.parse=(e,n)=>{if(n.direction==="backward"){return t.innerType._zod.run(e,n)}const r=t.innerType._zod.run({value:e.value,issues:[]},n);if(r instanceof Promise){return r.then(r=>handleCatchResult(e,r,t,n))}return handleCatchResult(e,r,t,n)}});const jn=null&&core.$constructor("$ZodNaN",(e,t)=>{pt.init(e,t);e._zod.parse=(t,n)=>{if(typeof t.value!=="number"||!Number.isNaN(t.value)){t.issues.push({input:t.value,inst:e,expected:"nan",code:"invalid_type"});return t}return t}});const Bn=$constructor("$ZodPipe",(e,t)=>{pt.init(e,t);defineLazyInternal(e,"values",e=>e.def.in._zod.values);defineLazyInternal(e,"optin",e=>e.def.in._zod.optin);defineLazyInternal(e,"optout",e=>e.def.out._zod.optout);defineLazyInternal(e,"propValues",e=>e.def.in._zod.propValues);e._zod.parse=(e,n)=>{if(n.direction==="backward"){const r=t.out._zod.run(e,n);if(r instanceof Promise){return r.then(e=>handlePipeResult(e,t.in,n))}return handlePipeResult(r,t.in,n)}const r=t.in._zod.run(e,n);if(r instanceof Promise){return r.then(e=>handlePipeResult(e,t.out,n))}return handlePipeResult(r,t.out,n)}});function handlePipeResult(e,t,n){if(e.issues.some(e=>e.code!=="unrecognized_keys")){e.aborted=true;return e}return t._zod.run({value:e.value,issues:e.issues},n)}const Fn=null&&core.$constructor("$ZodCodec",(e,t)=>{pt.init(e,t);util.defineLazyInternal(e,"values",e=>e.def.in._zod.values);util.defineLazyInternal(e,"optin",e=>e.def.in._zod.optin);util.defineLazyInternal(e,"optout",e=>e.def.out._zod.optout);util.defineLazyInternal(e,"propValues",e=>e.def.in._zod.propValues);e._zod.parse=(e,n)=>{const r=n.direction||"forward";if(r==="forward"){const r=t.in._zod.run(e,n);if(r instanceof Promise){return r.then(e=>handleCodecAResult(e,t,n))}return handleCodecAResult(r,t,n)}else{const r=t.out._zod.run(e,n);if(r instanceof Promise){return r.then(e=>handleCodecAResult(e,t,n))}return handleCodecAResult(r,t,n)}}});function handleCodecAResult(e,t,n){if(e.issues.length){e.aborted=true;return e}const r=n.direction||"forward";if(r==="forward"){const r=t.transform(e.value,e);if(r instanceof Promise){return r.then(r=>handleCodecTxResult(e,r,t.out,n))}return handleCodecTxResult(e,r,t.out,n)}else{const r=t.reverseTransform(e.value,e);if(r instanceof Promise){return r.then(r=>handleCodecTxResult(e,r,t.in,n))}return handleCodecTxResult(e,r,t.in,n)}}function handleCodecTxResult(e,t,n,r){if(e.issues.length){e.aborted=true;return e}return n._zod.run({value:t,issues:e.issues},r)}const Dn=null&&core.$constructor("$ZodPreprocess",(e,t)=>{Bn.init(e,t)});const Un=$constructor("$ZodReadonly",(e,t)=>{pt.init(e,t);defineLazyInternal(e,"propValues",e=>e.def.innerType._zod.propValues);defineLazyInternal(e,"values",e=>e.def.innerType._zod.values);defineLazyInternal(e,"optin",e=>e.def.innerType?._zod?.optin);defineLazyInternal(e,"optout",e=>e.def.innerType?._zod?.optout);e._zod.parse=(e,n)=>{if(n.direction==="backward"){return t.innerType._zod.run(e,n)}const r=t.innerType._zod.run(e,n);if(r instanceof Promise){return r.then(handleReadonlyResult)}return handleReadonlyResult(r)}});function handleReadonlyResult(e){if(!e.memo)e.value=Object.freeze(e.value);return e}function leafPattern(e){const t=e._zod.def;let n=t.pattern;let r=!!t.format?.includes("int");let s;let i;for(const e of t.checks??[]){const t=e._zod.def;if(t.pattern)n=t.pattern;r||(r=!!t.format?.includes("int"));const o=t.minimum??t.length;const a=t.maximum??t.length;if(o!==undefined&&(s===undefined||o>s))s=o;if(a!==undefined&&(i===undefined||a<i))i=a}if(n)return n.source;if(s!==undefined&&i!==undefined&&s>i)return"(?!)";if(s!==undefined||i!==undefined)return regexes.string({minimum:s,maximum:i}).source;const o=e._zod.pattern;return(r&&o===regexes.number?regexes.integer:o)?.source}function partPattern(e){const t=e._zod.def;const n=e._zod.pattern?.source;const r=t.innerType??e._zod.innerType;if(r){const e=r._zod.pattern?.source;const t=partPattern(r);if(n&&e&&t&&t!==e){return n.replace(util.cleanRegex(e),()=>util.cleanRegex(t))}return n}if(t.options){const e=t.options.map(partPattern);if(e.every(Boolean))return`^(${e.map(e=>util.cleanRegex(e)).join("|")})$`}return leafPattern(e)}const Vn=null&&core.$constructor("$ZodTemplateLiteral",(e,t)=>{pt.init(e,t);const n=[];for(const e of t.parts){if(typeof e==="object"&&e!==null){const t=partPattern(e);if(!t){throw new Error(`Invalid template literal part, no pattern found: ${[...e._zod.traits].shift()}`)}n.push(util.cleanRegex(t))}else if(e===null||util.primitiveTypes.has(typeof e)){n.push(util.escapeRegex(`${e}`))}else{throw new Error(`Invalid template literal part: ${e}`)}}e._zod.pattern=new RegExp(`^${n.join("")}$`);e._zod.parse=(n,r)=>{if(typeof n.value!=="string"){n.issues.push({input:n.value,inst:e,expected:"string",code:"invalid_type"});return n}e._zod.pattern.lastIndex=0;if(!e._zod.pattern.test(n.value)){n.issues.push({input:n.value,inst:e,code:"invalid_format",format:t.format??"template_literal",pattern:e._zod.pattern.source});return n}return n}});const qn=null&&core.$constructor("$ZodFunction",(e,t)=>{pt.init(e,t);Object.defineProperty(e,"_def",{value:t});e._zod.def=t;e.implement=t=>{if(typeof t!=="function"){throw new Error("implement() must be called with a function")}return Object.defineProperty(function(...n){const r=e._def.input?parse(e._def.input,n):n;const s=Reflect.apply(t,this,r);if(e._def.output){return parse(e._def.output,s)}return s},"_zod",{value:e._zod,enumerable:false})};e.implementAsync=t=>{if(typeof t!=="function"){throw new Error("implementAsync() must be called with a function")}return Object.defineProperty(async function(...n){const r=e._def.input?await parseAsync(e._def.input,n):n;const s=await Reflect.apply(t,this,r);if(e._def.output){return await parseAsync(e._def.output,s)}return s},"_zod",{value:e._zod,enumerable:false})};e._zod.parse=(t,n)=>{if(typeof t.value!=="function"){t.issues.push({code:"invalid_type",expected:"function",input:t.value,inst:e});return t}const r=e._def.output&&e._def.output._zod.def.type==="promise";if(r){t.value=e.implementAsync(t.value)}else{t.value=e.implement(t.value)}return t};e.input=(...t)=>{const n=e.constructor;if(Array.isArray(t[0])){return new n({type:"function",input:new kn({type:"tuple",items:t[0],rest:t[1]}),output:e._def.output})}return new n({type:"function",input:t[0],output:e._def.output})};e.output=t=>{const n=e.constructor;return new n({type:"function",input:e._def.input,output:t})};return e});const Kn=null&&core.$constructor("$ZodPromise",(e,t)=>{pt.init(e,t);e._zod.parse=(e,n)=>Promise.resolve(e.value).then(e=>t.innerType._zod.run({value:e,issues:[]},n))});const Zn=null&&core.$constructor("$ZodLazy",(e,t)=>{pt.init(e,t);util.defineLazy(e._zod,"innerType",()=>{const e=t;if(!e._cachedInner)e._cachedInner=t.getter();return e._cachedInner});util.defineLazyInternal(e,"pattern",e=>e.innerType?._zod?.pattern);util.defineLazyInternal(e,"propValues",e=>e.innerType?._zod?.propValues);util.defineLazyInternal(e,"optin",e=>e.innerType?._zod?.optin??undefined);util.defineLazyInternal(e,"optout",e=>e.innerType?._zod?.optout??undefined);e._zod.parse=(t,n)=>{const r=e._zod.innerType;return r._zod.run(t,n)}});const Hn=$constructor("$ZodCustom",(e,t)=>{Ve.init(e,t);pt.init(e,t);e._zod.parse=(e,t)=>e;e._zod.check=n=>{const r=n.value;const s=t.fn(r);if(s instanceof Promise){return s.then(t=>handleRefineResult(t,n,r,e))}handleRefineResult(s,n,r,e);return}});function handleRefineResult(e,t,n,r){if(!e){const e={code:"custom",input:n,inst:r,path:[...r._zod.def.path??[]],continue:!r._zod.def.abort};if(r._zod.def.params)e.params=r._zod.def.params;t.issues.push(util_issue(e))}}var Gn;const Wn=null&&Symbol("ZodOutput");const Jn=null&&Symbol("ZodInput");class $ZodRegistry{constructor(){this._map=new WeakMap;this._idmap=new Map}add(e,...t){const n=t[0];this._map.set(e,n);if(n&&typeof n==="object"&&"id"in n){this._idmap.set(n.id,e)}return this}clear(){this._map=new WeakMap;this._idmap=new Map;return this}remove(e){const t=this._map.get(e);if(t&&typeof t==="object"&&"id"in t){this._idmap.delete(t.id)}this._map.delete(e);return this}get(e){const t=e._zod.parent;if(t){const n={...this.get(t)??{}};delete n.id;const r={...n,...this._map.get(e)};return Object.keys(r).length?r:undefined}return this._map.get(e)}has(e){return this._map.has(e)}}function registry(){return new $ZodRegistry}(Gn=globalThis).__zod_globalRegistry??(Gn.__zod_globalRegistry=registry());const Yn=globalThis.__zod_globalRegistry;function snapshotChecks(e){if(e.checks)e.checks=[...e.checks];return e}function _string(e,t){return new e(snapshotChecks({type:"string",...normalizeParams(t)}))}function _coercedString(e,t){return new e(snapshotChecks({type:"string",coerce:true,...util.normalizeParams(t)}))}function _email(e,t){return new e({type:"string",format:"email",check:"string_format",abort:false,...normalizeParams(t)})}function _guid(e,t){return new e({type:"string",format:"guid",check:"string_format",abort:false,...normalizeParams(t)})}function _uuid(e,t){return new e({type:"string",format:"uuid",check:"string_format",abort:false,...normalizeParams(t)})}function _uuidv4(e,t){return new e({type:"string",format:"uuid",check:"string_format",abort:false,version:"v4",...normalizeParams(t)})}function _uuidv6(e,t){return new e({type:"string",format:"uuid",check:"string_format",abort:false,version:"v6",...normalizeParams(t)})}function _uuidv7(e,t){return new e({type:"string",format:"uuid",check:"string_format",abort:false,version:"v7",...normalizeParams(t)})}function _url(e,t){return new e({type:"string",format:"url",check:"string_format",abort:false,...normalizeParams(t)})}function api_emoji(e,t){return new e({type:"string",format:"emoji",check:"string_format",abort:false,...normalizeParams(t)})}function _nanoid(e,t){return new e({type:"string",format:"nanoid",check:"string_format",abort:false,...normalizeParams(t)})}function _cuid(e,t){return new e({type:"string",format:"cuid",check:"string_format",abort:false,...normalizeParams(t)})}function _cuid2(e,t){return new e({type:"string",format:"cuid2",check:"string_format",abort:false,...normalizeParams(t)})}function _ulid(e,t){return new e({type:"string",format:"ulid",check:"string_format",abort:false,...normalizeParams(t)})}function _xid(e,t){return new e({type:"string",format:"xid",check:"string_format",abort:false,...normalizeParams(t)})}function _ksuid(e,t){return new e({type:"string",format:"ksuid",check:"string_format",abort:false,...normalizeParams(t)})}function _ipv4(e,t){return new e({type:"string",format:"ipv4",check:"string_format",abort:false,...normalizeParams(t)})}function _ipv6(e,t){return new e({type:"string",format:"ipv6",check:"string_format",abort:false,...normalizeParams(t)})}function _mac(e,t){return new e({type:"string",format:"mac",check:"string_format",abort:false,...util.normalizeParams(t)})}function _cidrv4(e,t){return new e({type:"string",format:"cidrv4",check:"string_format",abort:false,...normalizeParams(t)})}function _cidrv6(e,t){return new e({type:"string",format:"cidrv6",check:"string_format",abort:false,...normalizeParams(t)})}function _base64(e,t){return new e({type:"string",format:"base64",check:"string_format",abort:false,...normalizeParams(t)})}function _base64url(e,t){return new e({type:"string",format:"base64url",check:"string_format",abort:false,...normalizeParams(t)})}function _e164(e,t){return new e({type:"string",format:"e164",check:"string_format",abort:false,...normalizeParams(t)})}function _creditCard(e,t){return new e({type:"string",format:"credit_card",check:"string_format",abort:false,...util.normalizeParams(t)})}function _iban(e,t){return new e({type:"string",format:"iban",check:"string_format",abort:false,...util.normalizeParams(t)})}function _jwt(e,t){return new e({type:"string",format:"jwt",check:"string_format",abort:false,...normalizeParams(t)})}const Qn={Any:null,Minute:-1,Second:0,Millisecond:3,Microsecond:6};function _isoDateTime(e,t){return new e({type:"string",format:"datetime",check:"string_format",offset:false,local:false,precision:null,...normalizeParams(t)})}function _isoDate(e,t){return new e({type:"string",format:"date",check:"string_format",...normalizeParams(t)})}function _isoTime(e,t){return new e({type:"string",format:"time",check:"string_format",precision:null,...normalizeParams(t)})}function _isoDuration(e,t){return new e({type:"string",format:"duration",check:"string_format",...normalizeParams(t)})}function _number(e,t){return new e(snapshotChecks({type:"number",checks:[],...normalizeParams(t)}))}function _coercedNumber(e,t){return new e(snapshotChecks({type:"number",coerce:true,checks:[],...util.normalizeParams(t)}))}function _int(e,t){return new e({type:"number",check:"number_format",abort:false,format:"safeint",...normalizeParams(t)})}function _float32(e,t){return new e({type:"number",check:"number_format",abort:false,format:"float32",...util.normalizeParams(t)})}function _float64(e,t){return new e({type:"number",check:"number_format",abort:false,format:"float64",...util.normalizeParams(t)})}function _int32(e,t){return new e({type:"number",check:"number_format",abort:false,format:"int32",...util.normalizeParams(t)})}function _uint32(e,t){return new e({type:"number",check:"number_format",abort:false,format:"uint32",...util.normalizeParams(t)})}function _boolean(e,t){return new e({type:"boolean",...normalizeParams(t)})}function _coercedBoolean(e,t){return new e({type:"boolean",coerce:true,...util.normalizeParams(t)})}function _bigint(e,t){return new e({type:"bigint",...util.normalizeParams(t)})}function _coercedBigint(e,t){return new e({type:"bigint",coerce:true,...util.normalizeParams(t)})}function _int64(e,t){return new e({type:"bigint",check:"bigint_format",abort:false,format:"int64",...util.normalizeParams(t)})}function _uint64(e,t){return new e({type:"bigint",check:"bigint_format",abort:false,format:"uint64",...util.normalizeParams(t)})}function _symbol(e,t){return new e({type:"symbol",...util.normalizeParams(t)})}function api_undefined(e,t){return new e({type:"undefined",...util.normalizeParams(t)})}function api_null(e,t){return new e({type:"null",...normalizeParams(t)})}function _any(e){return new e({type:"any"})}function _unknown(e){return new e({type:"unknown"})}function _never(e,t){return new e({type:"never",...normalizeParams(t)})}function _void(e,t){return new e({type:"void",...util.normalizeParams(t)})}function _date(e,t){return new e({type:"date",...util.normalizeParams(t)})}function _coercedDate(e,t){return new e({type:"date",coerce:true,...util.normalizeParams(t)})}function _nan(e,t){return new e({type:"nan",...util.normalizeParams(t)})}function _lt(e,t){return new Ke({check:"less_than",...normalizeParams(t),value:e,inclusive:false})}function _lte(e,t){return new Ke({check:"less_than",...normalizeParams(t),value:e,inclusive:true})}function _gt(e,t){return new Ze({check:"greater_than",...normalizeParams(t),value:e,inclusive:false})}function _gte(e,t){return new Ze({check:"greater_than",...normalizeParams(t),value:e,inclusive:true})}function _positive(e){return _gt(0,e)}function _negative(e){return _lt(0,e)}function _nonpositive(e){return _lte(0,e)}function _nonnegative(e){return _gte(0,e)}function _multipleOf(e,t){return new He({check:"multiple_of",...normalizeParams(t),value:e})}function _maxSize(e,t){return new checks.$ZodCheckMaxSize({check:"max_size",...util.normalizeParams(t),maximum:e})}function _minSize(e,t){return new checks.$ZodCheckMinSize({check:"min_size",...util.normalizeParams(t),minimum:e})}function _size(e,t){return new checks.$ZodCheckSizeEquals({check:"size_equals",...util.normalizeParams(t),size:e})}function _maxLength(e,t){const n=new Xe({check:"max_length",...normalizeParams(t),maximum:e});return n}function _minLength(e,t){return new et({check:"min_length",...normalizeParams(t),minimum:e})}function _length(e,t){return new tt({check:"length_equals",...normalizeParams(t),length:e})}function _regex(e,t){return new rt({check:"string_format",format:"regex",...normalizeParams(t),pattern:e})}function _lowercase(e){return new st({check:"string_format",format:"lowercase",...normalizeParams(e)})}function _uppercase(e){return new it({check:"string_format",format:"uppercase",...normalizeParams(e)})}function _includes(e,t){return new ot({check:"string_format",format:"includes",...normalizeParams(t),includes:e})}function _startsWith(e,t){return new at({check:"string_format",format:"starts_with",...normalizeParams(t),prefix:e})}function _endsWith(e,t){return new ct({check:"string_format",format:"ends_with",...normalizeParams(t),suffix:e})}function _property(e,t,n){return new checks.$ZodCheckProperty({check:"property",property:e,schema:t,...util.normalizeParams(n)})}function _properties(e,t){return new ut({check:"properties",shape:e,...normalizeParams(t)})}function _mime(e,t){return new checks.$ZodCheckMimeType({check:"mime_type",mime:e,...util.normalizeParams(t)})}function _overwrite(e){return new dt({check:"overwrite",tx:e})}function _normalize(e){return _overwrite(t=>t.normalize(e))}function _trim(){return _overwrite(e=>e.trim())}function _toLowerCase(){return _overwrite(e=>e.toLowerCase())}function _toUpperCase(){return _overwrite(e=>e.toUpperCase())}function _slugify(){return _overwrite(e=>slugify(e))}function _array(e,t,n){return new e({type:"array",element:t,...normalizeParams(n)})}function _union(e,t,n){return new e({type:"union",options:t,...util.normalizeParams(n)})}function _xor(e,t,n){return new e({type:"union",options:t,inclusive:false,...util.normalizeParams(n)})}function _discriminatedUnion(e,t,n,r){return new e({type:"union",options:n,discriminator:t,...util.normalizeParams(r)})}function _intersection(e,t,n){return new e({type:"intersection",left:t,right:n})}function _tuple(e,t,n,r){const s=n instanceof schemas.$ZodType;const i=s?r:n;const o=s?n:null;return new e({type:"tuple",items:t,rest:o,...util.normalizeParams(i)})}function _record(e,t,n,r){return new e({type:"record",keyType:t,valueType:n,...util.normalizeParams(r)})}function _map(e,t,n,r){return new e({type:"map",keyType:t,valueType:n,...util.normalizeParams(r)})}function _set(e,t,n){return new e({type:"set",valueType:t,...util.normalizeParams(n)})}function _enum(e,t,n){const r=Array.isArray(t)?Object.fromEntries(t.map(e=>[e,e])):t;return new e({type:"enum",entries:r,...util.normalizeParams(n)})}function _nativeEnum(e,t,n){return new e({type:"enum",entries:t,...util.normalizeParams(n)})}function _literal(e,t,n){return new e({type:"literal",values:Array.isArray(t)?t:[t],...util.normalizeParams(n)})}function _file(e,t){return new e({type:"file",...util.normalizeParams(t)})}function _transform(e,t){return new e({type:"transform",transform:t})}function _optional(e,t){return new e({type:"optional",innerType:t})}function _nullable(e,t){return new e({type:"nullable",innerType:t})}function _default(e,t,n){return new e({type:"default",innerType:t,get defaultValue(){return typeof n==="function"?n():util.shallowClone(n)}})}function _nonoptional(e,t,n){return new e({type:"nonoptional",innerType:t,...util.normalizeParams(n)})}function _success(e,t){return new e({type:"success",innerType:t})}function _catch(e,t,n){return new e({type:"catch",innerType:t,catchValue:typeof n==="function"?n:util.constantCatch(n)})}function _pipe(e,t,n){return new e({type:"pipe",in:t,out:n})}function _readonly(e,t){return new e({type:"readonly",innerType:t})}function _templateLiteral(e,t,n){return new e({type:"template_literal",parts:t,...util.normalizeParams(n)})}function _lazy(e,t){return new e({type:"lazy",getter:t})}function _promise(e,t){return new e({type:"promise",innerType:t})}function _custom(e,t,n){const r=util.normalizeParams(n);r.abort??(r.abort=true);const s=new e({type:"custom",check:"custom",fn:t,...r});return s}function _refine(e,t,n){const r=new e({type:"custom",check:"custom",fn:t,...normalizeParams(n)});return r}function _superRefine(e,t){const n=_check(t=>{t.addIssue=e=>{if(typeof e==="string"){t.issues.push(util_issue(e,t.value,n._zod.def))}else{const r=e;if(r.fatal)r.continue=false;r.code??(r.code="custom");if(!("input"in r))r.input=t.value;r.inst??(r.inst=n);r.continue??(r.continue=!n._zod.def.abort);t.issues.push(util_issue(r))}};return e(t.value,t)},t);return n}function _check(e,t){const n=new Ve({check:"custom",...normalizeParams(t)});n._zod.check=e;return n}function describe(e){const t=new Ve({check:"describe"});t._zod.onattach=[t=>{const n=Yn.get(t)??{};Yn.add(t,{...n,description:e})}];t._zod.check=()=>{};return t}function meta(e){const t=new Ve({check:"meta"});t._zod.onattach=[t=>{const n=Yn.get(t)??{};Yn.add(t,{...n,...e})}];t._zod.check=()=>{};return t}function _stringbool(e,t){const n=util.normalizeParams(t);let r=n.truthy??["true","1","yes","on","y","enabled"];let s=n.falsy??["false","0","no","off","n","disabled"];if(n.case!=="sensitive"){r=r.map(e=>typeof e==="string"?e.toLowerCase():e);s=s.map(e=>typeof e==="string"?e.toLowerCase():e)}const i=new Set(r);const o=new Set(s);const a=e.Codec??schemas.$ZodCodec;const c=e.Boolean??schemas.$ZodBoolean;const l=e.String??schemas.$ZodString;const u=new l({type:"string",error:n.error});const f=new c({type:"boolean",error:n.error});const d=new a({type:"pipe",in:u,out:f,transform:(e,t)=>{let r=e;if(n.case!=="sensitive")r=r.toLowerCase();if(i.has(r)){return true}else if(o.has(r)){return false}else{t.issues.push({code:"invalid_value",expected:"stringbool",values:[...i,...o],input:t.value,inst:d,continue:false});return{}}},reverseTransform:(e,t)=>{if(e===true){return r[0]||"true"}else{return s[0]||"false"}},error:n.error});d._zod.bag.truthy=r;d._zod.bag.falsy=s;d._zod.bag.case=n.case??"insensitive";return d}function _stringFormat(e,t,n,r={}){const s=util.normalizeParams(r);const i={check:"string_format",type:"string",format:t,fn:typeof n==="function"?n:e=>n.test(e),...s};if(n instanceof RegExp){i.pattern=n}const o=new e(i);return o}function assignProps(e,...t){for(const n of t){for(const t of Reflect.ownKeys(n)){if(Object.prototype.propertyIsEnumerable.call(n,t)){util_assignProp(e,t,n[t])}}}return e}function to_json_schema_initializeContext(e){let t=e?.target??"draft-2020-12";if(t==="draft-4")t="draft-04";if(t==="draft-7")t="draft-07";return{processors:e.processors??{},metadataRegistry:e?.metadata??Yn,target:t,unrepresentable:e?.unrepresentable??"throw",override:e?.override??(()=>{}),io:e?.io??"output",counter:0,seen:new Map,sharedDefsExtractedFor:undefined,sharedEmitDoneFor:undefined,cycles:e?.cycles??"ref",reused:e?.reused??"inline",intersections:[],deferred:[],external:e?.external??undefined}}function handleUnrepresentable(e,t,n,r,s){const i=typeof t.unrepresentable==="function"?t.unrepresentable({zodSchema:e,path:r.path,message:s}):t.unrepresentable;if(i==="any")return false;if(i===undefined||i==="throw")throw new Error(s);Object.assign(n,i);return true}function to_json_schema_processSchema(e,t,n={path:[],schemaPath:[]}){var r;const s=e._zod.def;const i=t.seen.get(e);if(i){i.count++;const t=n.schemaPath.includes(e);if(t){i.cycle=n.path}return i.schema}const o={schema:{},count:1,cycle:undefined,path:n.path};t.seen.set(e,o);t.sharedDefsExtractedFor=undefined;t.sharedEmitDoneFor=undefined;const a=e._zod.toJSONSchema?.();if(a){o.schema=a}else{const r={...n,schemaPath:[...n.schemaPath,e],path:n.path};if(e._zod.processJSONSchema){e._zod.processJSONSchema(t,o.schema,r)}else{const n=o.schema;const i=t.processors[s.type];if(!i){throw new Error(`[toJSONSchema]: Non-representable type encountered: ${s.type}`)}i(e,t,n,r)}const i=e._zod.parent;if(i){if(!o.ref)o.ref=i;to_json_schema_processSchema(i,t,r);t.seen.get(i).isParent=true}}const c=t.metadataRegistry.get(e);if(c)assignProps(o.schema,c);if(t.io==="input"&&isTransforming(e)){delete o.schema.examples;delete o.schema.default}if(t.io==="input"&&"_prefault"in o.schema)(r=o.schema).default??(r.default=o.schema._prefault);delete o.schema._prefault;const l=t.seen.get(e);return l.schema}function encodeJSONPointerSegment(e){return e.replace(/~/g,"~0").replace(/\//g,"~1")}function to_json_schema_extractDefs(e,t){const n=e.seen.get(t);if(!n)throw new Error("Unprocessed schema. This is a bug in Zod.");if(e.external&&e.sharedDefsExtractedFor===e.external)return;const r=new Map;for(const t of e.seen.entries()){const n=e.metadataRegistry.get(t[0])?.id;if(n){const e=r.get(n);if(e&&e!==t[0]){throw new Error(`Duplicate schema id "${n}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`)}r.set(n,t[0])}}const makeURI=t=>{const r=e.target==="draft-2020-12"?"$defs":"definitions";if(e.external){const n=e.external.registry.get(t[0])?.id;const s=e.external.uri??(e=>e);if(n){return{ref:s(n)}}const i=t[1].defId??t[1].schema.id??`schema${e.counter++}`;t[1].defId=i;return{defId:i,ref:`${s("__shared")}#/${r}/${encodeJSONPointerSegment(i)}`}}const s=`#`;const i=`${s}/${r}/`;if(t[1]===n&&!t[1].schema.id){return{ref:s}}const o=t[1].schema.id??`__schema${e.counter++}`;return{defId:o,ref:i+encodeJSONPointerSegment(o)}};const extractToDef=e=>{if(e[1].schema.$ref){return}const t=e[1];const{ref:n,defId:r}=makeURI(e);t.def={...t.schema};if(r)t.defId=r;const s=t.schema;for(const e in s){delete s[e]}s.$ref=n};if(e.cycles==="throw"){for(const t of e.seen.entries()){const e=t[1];if(e.cycle){throw new Error("Cycle detected: "+`#/${e.cycle?.join("/")}/<root>`+'\n\nSet the `cycles` parameter to `"ref"` to resolve cyclical schemas with defs.')}}}for(const n of e.seen.entries()){const r=n[1];if(t===n[0]){extractToDef(n);continue}if(e.external){const r=e.external.registry.get(n[0])?.id;if(t!==n[0]&&r){extractToDef(n);continue}}const s=e.metadataRegistry.get(n[0])?.id;if(s){extractToDef(n);continue}if(r.cycle){extractToDef(n);continue}if(r.count>1){if(e.reused==="ref"){extractToDef(n)}}}if(e.external)e.sharedDefsExtractedFor=e.external}function compactTypeUnion(e){const t=e.anyOf;if(!Array.isArray(t)||t.length===0||e.type!==undefined)return;const n=[];for(const e of t){if(!e||typeof e!=="object")return;compactTypeUnion(e);const t=Object.keys(e);if(t.length!==1||t[0]!=="type")return;const r=e.type;for(const e of Array.isArray(r)?r:[r]){if(typeof e!=="string")return;if(!n.includes(e))n.push(e)}}delete e.anyOf;e.type=n.length===1?n[0]:n}const Xn=new Set(["type","properties","required","additionalProperties"]);const er=["oneOf","anyOf"];function undeclaredConstraint(e){const t=e.additionalProperties;if(t===undefined||t===false||typeof t!=="object"||t===null)return null;return Object.keys(t).length?t:null}function foldObjects(e){const t=[];for(const n of e){if(typeof n!=="object"||n.type!=="object")return null;for(const e in n){if(!Xn.has(e))return null}t.push(n)}const n={};const r=new Set;for(const e of t){for(const r in e.properties){if(Object.prototype.hasOwnProperty.call(n,r))continue;const e=[];for(const n of t){const t=n.properties?.[r]??undeclaredConstraint(n);if(t===null||t===undefined)continue;if(!e.some(e=>JSON.stringify(e)===JSON.stringify(t)))e.push(t)}const s=e.length===1?e[0]:foldObjects(e)??{allOf:e};util_assignProp(n,r,s)}for(const t of e.required??[])r.add(t)}const s={type:"object",properties:n};if(r.size)s.required=[...r];if(t.every(e=>e.additionalProperties===false)){s.additionalProperties=false}else{const e=[];for(const n of t){const t=undeclaredConstraint(n);if(t&&!e.some(e=>JSON.stringify(e)===JSON.stringify(t)))e.push(t)}if(e.length===1)s.additionalProperties=e[0];else if(e.length>1)s.additionalProperties={allOf:e}}return s}function foldIntersection(e){const t=e.allOf;if(!Array.isArray(t)||t.length<2)return;for(const t of Xn)if(t in e)return;const n=t.filter(e=>er.some(t=>Array.isArray(e[t])));let r=null;if(!n.length){r=foldObjects(t)}else{const e=n[0];const s=er.find(t=>Array.isArray(e[t]));if(Object.keys(e).length!==1)return;const i=t.filter(t=>t!==e);const o=e[s].map(e=>foldObjects([...i,e]));if(o.some(e=>!e))return;r={[s]:o}}if(!r)return;delete e.allOf;assignProps(e,r)}function to_json_schema_finalize(e,t){const n=e.seen.get(t);if(!n)throw new Error("Unprocessed schema. This is a bug in Zod.");const flattenRef=t=>{const n=e.seen.get(t);if(n.ref===null)return;const r=n.def??n.schema;const s={...r};const i=n.ref;n.ref=null;if(i){flattenRef(i);const n=e.seen.get(i);const o=n.schema;if(o.$ref&&(e.target==="draft-07"||e.target==="draft-04"||e.target==="openapi-3.0")){r.allOf=r.allOf??[];r.allOf.push(o)}else{assignProps(r,o)}assignProps(r,s);const a=t._zod.parent===i;if(a){for(const e in r){if(e==="$ref"||e==="allOf")continue;if(!(e in s)){delete r[e]}}}if(o.$ref&&n.def){for(const e in r){if(e==="$ref"||e==="allOf")continue;if(e in n.def&&JSON.stringify(r[e])===JSON.stringify(n.def[e])){delete r[e]}}}}const o=t._zod.parent;if(o&&o!==i){flattenRef(o);const t=e.seen.get(o);if(t?.schema.$ref){r.$ref=t.schema.$ref;if(t.def){for(const e in r){if(e==="$ref"||e==="allOf")continue;if(e in t.def&&JSON.stringify(r[e])===JSON.stringify(t.def[e])){delete r[e]}}}}}e.override({zodSchema:t,jsonSchema:r,path:n.path??[]})};if(!e.external||e.sharedEmitDoneFor!==e.external){for(const t of[...e.seen.entries()].reverse()){flattenRef(t[0])}if(e.target!=="openapi-3.0"){for(const t of e.seen.entries()){compactTypeUnion(t[1].def??t[1].schema)}}for(const t of e.deferred)t();if(e.intersections.length){const t=new Map;for(const n of e.seen.values()){for(const e of[n.schema,n.def]){const n=e?.allOf;if(!Array.isArray(n))continue;const r=t.get(n);if(r)r.push(e);else t.set(n,[e])}}for(const n of e.intersections){for(const e of t.get(n)??[])foldIntersection(e)}}}const r={};if(e.target==="draft-2020-12"){r.$schema="https://json-schema.org/draft/2020-12/schema"}else if(e.target==="draft-07"){r.$schema="http://json-schema.org/draft-07/schema#"}else if(e.target==="draft-04"){r.$schema="http://json-schema.org/draft-04/schema#"}else if(e.target==="openapi-3.0"){}else{}if(e.external?.uri){const n=e.external.registry.get(t)?.id;if(!n)throw new Error("Schema is missing an `id` property");r.$id=e.external.uri(n)}assignProps(r,n.defId?n.schema:n.def??n.schema);const s=e.metadataRegistry.get(t)?.id;if(s!==undefined&&r.id===s)delete r.id;const i=e.external?.defs??{};if(!e.external||e.sharedEmitDoneFor!==e.external){for(const t of e.seen.entries()){const e=t[1];if(e.def&&e.defId){if(e.def.id===e.defId)delete e.def.id;util_assignProp(i,e.defId,e.def)}}}if(e.external)e.sharedEmitDoneFor=e.external;if(e.external){}else{if(Object.keys(i).length>0){if(e.target==="draft-2020-12"){r.$defs=i}else{r.definitions=i}}}try{const n=JSON.parse(JSON.stringify(r));Object.defineProperty(n,"~standard",{value:{...t["~standard"],jsonSchema:{input:createStandardJSONSchemaMethod(t,"input",e.processors),output:createStandardJSONSchemaMethod(t,"output",e.processors)}},enumerable:false,writable:false});return n}catch(e){throw new Error("Error converting schema to JSON.")}}function isTransforming(e,t){const n=t??{seen:new Set};if(n.seen.has(e))return false;n.seen.add(e);const r=e._zod.def;if(r.type==="transform")return true;if(r.type==="array")return isTransforming(r.element,n);if(r.type==="set")return isTransforming(r.valueType,n);if(r.type==="lazy")return isTransforming(r.getter(),n);if(r.type==="promise"||r.type==="optional"||r.type==="nonoptional"||r.type==="nullable"||r.type==="readonly"||r.type==="default"||r.type==="prefault"||r.type==="catch"){return isTransforming(r.innerType,n)}if(r.type==="intersection"){return isTransforming(r.left,n)||isTransforming(r.right,n)}if(r.type==="record"||r.type==="map"){return isTransforming(r.keyType,n)||isTransforming(r.valueType,n)}if(r.type==="pipe"){if(e._zod.traits.has("$ZodCodec"))return true;return isTransforming(r.in,n)||isTransforming(r.out,n)}if(r.type==="object"){for(const e in r.shape){if(isTransforming(r.shape[e],n))return true}return false}if(r.type==="union"){for(const e of r.options){if(isTransforming(e,n))return true}return false}if(r.type==="tuple"){for(const e of r.items){if(isTransforming(e,n))return true}if(r.rest&&isTransforming(r.rest,n))return true;return false}return false}const createToJSONSchemaMethod=(e,t={})=>n=>{const r=to_json_schema_initializeContext({...n,processors:t});to_json_schema_processSchema(e,r);to_json_schema_extractDefs(r,e);return to_json_schema_finalize(r,e)};const createStandardJSONSchemaMethod=(e,t,n={})=>r=>{const{libraryOptions:s,target:i}=r??{};const o=to_json_schema_initializeContext({...s??{},target:i,io:t,processors:n});to_json_schema_processSchema(e,o);to_json_schema_extractDefs(o,e);return to_json_schema_finalize(o,e)};const narrowMin=(e,t,n)=>{if(e[t]===undefined||n>e[t])e[t]=n};const narrowMax=(e,t,n)=>{if(e[t]===undefined||n<e[t])e[t]=n};const narrowBoth=(e,t)=>{narrowMin(e,"minimum",t);narrowMax(e,"maximum",t)};const addDivisor=(e,t)=>{e.multipleOf??(e.multipleOf=[]);if(!e.multipleOf.includes(t))e.multipleOf.push(t)};const addPattern=(e,t)=>{e.patterns??(e.patterns=new Set);e.patterns.add(t)};const intersectMime=(e,t)=>{e.mime=e.mime?e.mime.filter(e=>t.includes(e)):[...t]};const setFormat=(e,t)=>{e.format=t;if(t.includes("int"))e.isInt=true};const minContributor=(e,t)=>narrowMin(e,"minimum",t.minimum);const maxContributor=(e,t)=>narrowMax(e,"maximum",t.maximum);const formatContributor=e=>(t,n)=>{setFormat(t,n.format);const[r,s]=e[n.format];narrowMin(t,"minimum",r);narrowMax(t,"maximum",s)};const tr={greater_than:(e,t)=>narrowMin(e,t.inclusive?"minimum":"exclusiveMinimum",t.value),less_than:(e,t)=>narrowMax(e,t.inclusive?"maximum":"exclusiveMaximum",t.value),multiple_of:(e,t)=>addDivisor(e,t.value),number_format:formatContributor(p),bigint_format:formatContributor(m),min_length:minContributor,max_length:maxContributor,length_equals:(e,t)=>narrowBoth(e,t.length),min_size:minContributor,max_size:maxContributor,size_equals:(e,t)=>narrowBoth(e,t.size),string_format:(e,t)=>{setFormat(e,t.format);if(t.pattern)addPattern(e,t.pattern);if(t.format==="base64"||t.format==="base64url")e.contentEncoding=t.format;if(t.local||t.precision===-1)e.laxFormat=true},mime_type:(e,t)=>intersectMime(e,t.mime)};function aggregateChecks(e){const t={};const n=e._zod.def;const r=e._zod.traits.has("$ZodCheck")?[e,...n.checks??[]]:n.checks??[];for(const e of r)tr[e._zod.def.check]?.(t,e._zod.def);const s=e._zod.bag;if(s.minimum!==undefined)narrowMin(t,"minimum",s.minimum);if(s.exclusiveMinimum!==undefined)narrowMin(t,"exclusiveMinimum",s.exclusiveMinimum);if(s.maximum!==undefined)narrowMax(t,"maximum",s.maximum);if(s.exclusiveMaximum!==undefined)narrowMax(t,"exclusiveMaximum",s.exclusiveMaximum);if(s.multipleOf!==undefined)addDivisor(t,s.multipleOf);if(s.format!==undefined){t.format??(t.format=s.format);if(s.format.includes("int"))t.isInt=true}if(s.mime)intersectMime(t,s.mime);for(const e of s.patterns??[])addPattern(t,e);return t}const nr={guid:"uuid",url:"uri",datetime:"date-time",json_string:"json-string",regex:""};const rr=new Map([[Dt,ae],[Vt,ce]]);const exactPattern=e=>rr.get(e)??e;const stringProcessor=(e,t,n,r)=>{const s=n;s.type="string";const{minimum:i,maximum:o,format:a,patterns:c,contentEncoding:l,laxFormat:u}=aggregateChecks(e);if(typeof i==="number")s.minLength=i;if(typeof o==="number")s.maxLength=o;if(a){s.format=nr[a]??a;if(s.format==="")delete s.format;if(a==="time"||u){delete s.format}}if(l)s.contentEncoding=l;if(c&&c.size>0){const e=[...c].map(exactPattern);if(e.length===1)s.pattern=e[0].source;else if(e.length>1){s.allOf=[...e.map(e=>({...t.target==="draft-07"||t.target==="draft-04"||t.target==="openapi-3.0"?{type:"string"}:{},pattern:e.source}))]}}};const numberProcessor=(e,t,n,r)=>{const s=n;const{minimum:i,maximum:o,multipleOf:a,exclusiveMaximum:c,exclusiveMinimum:l,isInt:u}=aggregateChecks(e);s.type=u?"integer":"number";const f=typeof l==="number"&&l>=(i??Number.NEGATIVE_INFINITY);const d=typeof c==="number"&&c<=(o??Number.POSITIVE_INFINITY);const h=t.target==="draft-04"||t.target==="openapi-3.0";if(f){if(h){s.minimum=l;s.exclusiveMinimum=true}else{s.exclusiveMinimum=l}}else if(typeof i==="number"){s.minimum=i}if(d){if(h){s.maximum=c;s.exclusiveMaximum=true}else{s.exclusiveMaximum=c}}else if(typeof o==="number"){s.maximum=o}if(a){const n=new Set;for(const i of a){if(Number.isFinite(i)&&i!==0)n.add(Math.abs(i));else handleUnrepresentable(e,t,s,r,`A multipleOf divisor of ${i} cannot be represented in JSON Schema`)}const[i,...o]=n;if(i!==undefined)s.multipleOf=i;if(o.length)s.allOf=[...s.allOf??[],...o.map(e=>({multipleOf:e}))]}};const booleanProcessor=(e,t,n,r)=>{n.type="boolean"};const bigintProcessor=(e,t,n,r)=>{handleUnrepresentable(e,t,n,r,"BigInt cannot be represented in JSON Schema")};const symbolProcessor=(e,t,n,r)=>{handleUnrepresentable(e,t,n,r,"Symbols cannot be represented in JSON Schema")};const nullProcessor=(e,t,n,r)=>{if(t.target==="openapi-3.0"){n.type="string";n.nullable=true;n.enum=[null]}else{n.type="null"}};const undefinedProcessor=(e,t,n,r)=>{handleUnrepresentable(e,t,n,r,"Undefined cannot be represented in JSON Schema")};const voidProcessor=(e,t,n,r)=>{handleUnrepresentable(e,t,n,r,"Void cannot be represented in JSON Schema")};const neverProcessor=(e,t,n,r)=>{n.not={}};const anyProcessor=(e,t,n,r)=>{};const unknownProcessor=(e,t,n,r)=>{};const dateProcessor=(e,t,n,r)=>{handleUnrepresentable(e,t,n,r,"Date cannot be represented in JSON Schema")};const enumProcessor=(e,t,n,r)=>{const s=e._zod.def;const i=getEnumValues(s.entries);if(i.length===0){n.not={};return}if(i.every(e=>typeof e==="number"))n.type="number";if(i.every(e=>typeof e==="string"))n.type="string";n.enum=i};const literalProcessor=(e,t,n,r)=>{const s=e._zod.def;if(s.values.length===0){n.not={};return}const i=[];for(const o of s.values){if(o===undefined){if(handleUnrepresentable(e,t,n,r,"Literal `undefined` cannot be represented in JSON Schema"))return}else if(typeof o==="bigint"){if(handleUnrepresentable(e,t,n,r,"BigInt literals cannot be represented in JSON Schema"))return;i.push(Number(o))}else{i.push(o)}}if(i.length===0){}else if(i.length===1){const e=i[0];n.type=e===null?"null":typeof e;if(t.target==="draft-04"||t.target==="openapi-3.0"){n.enum=[e]}else{n.const=e}}else{if(i.every(e=>typeof e==="number"))n.type="number";if(i.every(e=>typeof e==="string"))n.type="string";if(i.every(e=>typeof e==="boolean"))n.type="boolean";if(i.every(e=>e===null))n.type="null";n.enum=i}};const nanProcessor=(e,t,n,r)=>{handleUnrepresentable(e,t,n,r,"NaN cannot be represented in JSON Schema")};const templateLiteralProcessor=(e,t,n,r)=>{const s=n;const i=e._zod.pattern;if(!i)throw new Error("Pattern not found in template literal");s.type="string";s.pattern=i.source};const fileProcessor=(e,t,n,r)=>{const s=n;s.type="string";s.format="binary";s.contentEncoding="binary";const{minimum:i,maximum:o,mime:a}=aggregateChecks(e);if(i!==undefined)s.minLength=i;if(o!==undefined)s.maxLength=o;if(!a)return;if(a.length===0)s.not={};else if(a.length===1)s.contentMediaType=a[0];else s.anyOf=a.map(e=>({contentMediaType:e}))};const successProcessor=(e,t,n,r)=>{n.type="boolean"};const customProcessor=(e,t,n,r)=>{handleUnrepresentable(e,t,n,r,"Custom types cannot be represented in JSON Schema")};const functionProcessor=(e,t,n,r)=>{handleUnrepresentable(e,t,n,r,"Function types cannot be represented in JSON Schema")};const transformProcessor=(e,t,n,r)=>{handleUnrepresentable(e,t,n,r,"Transforms cannot be represented in JSON Schema")};const mapProcessor=(e,t,n,r)=>{handleUnrepresentable(e,t,n,r,"Map cannot be represented in JSON Schema")};const setProcessor=(e,t,n,r)=>{handleUnrepresentable(e,t,n,r,"Set cannot be represented in JSON Schema")};const arrayProcessor=(e,t,n,r)=>{const s=n;const i=e._zod.def;const{minimum:o,maximum:a}=aggregateChecks(e);if(typeof o==="number")s.minItems=o;if(typeof a==="number")s.maxItems=a;s.type="array";s.items=to_json_schema_processSchema(i.element,t,{...r,path:[...r.path,"items"]})};function inputOptin(e){const t=e._zod.def;if(t.type==="pipe"&&t.in._zod.traits.has("$ZodTransform")){return inputOptin(t.out)}if(t.type==="catch"){return inputOptin(t.innerType)}return e._zod.optin}const objectProcessor=(e,t,n,r)=>{const s=n;const i=e._zod.def;const o=i.shape;const a=Object.getOwnPropertySymbols(o);if(a.length&&handleUnrepresentable(e,t,s,r,"Symbol keys cannot be represented in JSON Schema")){return}s.type="object";s.properties={};for(const e in o){util_assignProp(s.properties,e,to_json_schema_processSchema(o[e],t,{...r,path:[...r.path,"properties",e]}))}const c=[];for(const e of Object.keys(o)){const n=i.shape[e];if(t.io==="input"?inputOptin(n)===undefined:n._zod.optout===undefined){c.push(e)}}if(c.length>0){s.required=c}if(i.catchall?._zod.def.type==="never"){s.additionalProperties=false}else if(!i.catchall){if(t.io==="output")s.additionalProperties=false}else if(i.catchall){s.additionalProperties=to_json_schema_processSchema(i.catchall,t,{...r,path:[...r.path,"additionalProperties"]})}};const unionProcessor=(e,t,n,r)=>{const s=e._zod.def;const i=s.inclusive===false;const o=s.options.map((e,n)=>to_json_schema_processSchema(e,t,{...r,path:[...r.path,i?"oneOf":"anyOf",n]}));if(i){n.oneOf=o}else{n.anyOf=o}};const intersectionProcessor=(e,t,n,r)=>{const s=e._zod.def;const i=to_json_schema_processSchema(s.left,t,{...r,path:[...r.path,"allOf",0]});const o=to_json_schema_processSchema(s.right,t,{...r,path:[...r.path,"allOf",1]});const isSimpleIntersection=e=>"allOf"in e&&Object.keys(e).length===1;const a=[...isSimpleIntersection(i)?i.allOf:[i],...isSimpleIntersection(o)?o.allOf:[o]];n.allOf=a;t.intersections.push(a)};const tupleProcessor=(e,t,n,r)=>{const s=n;const i=e._zod.def;s.type="array";const o=t.target==="draft-2020-12"?"prefixItems":"items";const a=t.target==="draft-2020-12"?"items":t.target==="openapi-3.0"?"items":"additionalItems";const c=i.items.map((e,n)=>to_json_schema_processSchema(e,t,{...r,path:[...r.path,o,n]}));const l=i.rest?to_json_schema_processSchema(i.rest,t,{...r,path:[...r.path,a,...t.target==="openapi-3.0"?[i.items.length]:[]]}):null;let u=i.items.length;while(u>0){const e=i.items[u-1];const n=t.io==="input"?inputOptin(e)!==undefined:e._zod.optout==="optional";if(!n)break;u--}const f=i.items.length;const d=!i.rest;if(t.target==="draft-2020-12"){s.prefixItems=c;if(d){s.items=false}else if(l){s.items=l}if(u>0)s.minItems=u;if(d)s.maxItems=f}else if(t.target==="openapi-3.0"){s.items={anyOf:c};if(l){s.items.anyOf.push(l)}if(u>0)s.minItems=u;if(d)s.maxItems=f}else{s.items=c;if(d){s.additionalItems=false}else if(l){s.additionalItems=l}if(u>0)s.minItems=u;if(d)s.maxItems=f}const{minimum:h,maximum:p}=aggregateChecks(e);if(typeof h==="number")s.minItems=h;if(typeof p==="number")s.maxItems=p};function stringifyKeyNames(e,t,n){if(t.$ref){if(n.has(t))return t;n.add(t);const r=e.get(t)?.def;if(!r)return t;const s=stringifyKeyNames(e,r,n);return s===r?t:s}for(const r of["anyOf","oneOf"]){const s=t[r];if(!Array.isArray(s))continue;const i=s.map(t=>stringifyKeyNames(e,t,n));if(i.some((e,t)=>e!==s[t]))t={...t,[r]:i}}const r=Array.isArray(t.type)?t.type:[t.type];const s=!r.includes("string")&&r.some(e=>e==="number"||e==="integer");const i=t.enum??(t.const!==undefined?[t.const]:undefined);if(!s&&!i?.some(e=>typeof e==="number"))return t;const{minimum:o,maximum:a,exclusiveMinimum:c,exclusiveMaximum:l,multipleOf:u,format:f,id:d,...h}=t;if(h.enum)h.enum=h.enum.map(e=>typeof e==="number"?String(e):e);else if(typeof h.const==="number")h.const=String(h.const);if(!s)return h;h.type="string";if(!i)h.pattern=(r.includes("number")?_e:we).source;return h}const sr=new WeakMap;function rewriteKeyNames(e){const t=new Map;for(const n of e.seen.values()){if(n.def&&!t.has(n.schema))t.set(n.schema,n)}const n=new Map;for(const r of sr.get(e)??[]){const s=e.seen.get(r);const i=(s?.def??s?.schema)?.propertyNames;if(!i||i===true||n.has(i))continue;const o=stringifyKeyNames(t,i,new Set);if(o!==i)n.set(i,o)}if(!n.size)return;for(const t of e.seen.values()){for(const e of[t.schema,t.def]){const t=e&&n.get(e.propertyNames);if(t)e.propertyNames=t}}}const recordProcessor=(e,t,n,r)=>{const s=n;const i=e._zod.def;s.type="object";const o=i.keyType;const a=aggregateChecks(o).patterns;if(i.mode==="loose"&&a&&a.size>0){const e=to_json_schema_processSchema(i.valueType,t,{...r,path:[...r.path,"patternProperties","*"]});s.patternProperties={};for(const t of a){util_assignProp(s.patternProperties,exactPattern(t).source,e)}}else{if(t.target==="draft-07"||t.target==="draft-2020-12"){s.propertyNames=to_json_schema_processSchema(i.keyType,t,{...r,path:[...r.path,"propertyNames"]});let n=sr.get(t);if(!n){n=[];sr.set(t,n);t.deferred.push(()=>rewriteKeyNames(t))}n.push(e)}s.additionalProperties=to_json_schema_processSchema(i.valueType,t,{...r,path:[...r.path,"additionalProperties"]})}const c=o._zod.values;const l=t.io==="input"&&inputOptin(i.valueType)!==undefined;if(c&&!i.partial&&!l){const e=[...c].filter(e=>typeof e==="string"||typeof e==="number");if(e.length>0){s.required=e.map(String)}}};const nullableProcessor=(e,t,n,r)=>{const s=e._zod.def;const i=to_json_schema_processSchema(s.innerType,t,r);const o=t.seen.get(e);if(t.target==="openapi-3.0"){o.ref=s.innerType;n.nullable=true}else{n.anyOf=[i,{type:"null"}]}};const nonoptionalProcessor=(e,t,n,r)=>{const s=e._zod.def;to_json_schema_processSchema(s.innerType,t,r);const i=t.seen.get(e);i.ref=s.innerType};const ir=Symbol();function serializeDefaultValue(e,t,n,r,s){let i=false;const o=JSON.stringify(e,(e,t)=>{if(typeof t!=="bigint")return t;i=true;return null});if(!i)return JSON.parse(o);handleUnrepresentable(t,n,r,s,"BigInt defaults cannot be represented in JSON Schema");return ir}const defaultProcessor=(e,t,n,r)=>{const s=e._zod.def;to_json_schema_processSchema(s.innerType,t,r);const i=t.seen.get(e);i.ref=s.innerType;const o=serializeDefaultValue(s.defaultValue,e,t,n,r);if(o!==ir)n.default=o};const prefaultProcessor=(e,t,n,r)=>{const s=e._zod.def;to_json_schema_processSchema(s.innerType,t,r);const i=t.seen.get(e);i.ref=s.innerType;if(t.io!=="input")return;const o=serializeDefaultValue(s.defaultValue,e,t,n,r);if(o!==ir)n._prefault=o};const catchProcessor=(e,t,n,r)=>{const s=e._zod.def;to_json_schema_processSchema(s.innerType,t,r);const i=t.seen.get(e);i.ref=s.innerType;let o;try{o=s.catchValue(undefined)}catch{handleUnrepresentable(e,t,n,r,"Dynamic catch values are not supported in JSON Schema");return}n.default=o};const pipeProcessor=(e,t,n,r)=>{const s=e._zod.def;const i=s.in._zod.traits.has("$ZodTransform");const o=t.io==="input"?i?s.out:s.in:s.out;to_json_schema_processSchema(o,t,r);const a=t.seen.get(e);a.ref=o};const readonlyProcessor=(e,t,n,r)=>{const s=e._zod.def;to_json_schema_processSchema(s.innerType,t,r);const i=t.seen.get(e);i.ref=s.innerType;n.readOnly=true};const promiseProcessor=(e,t,n,r)=>{const s=e._zod.def;to_json_schema_processSchema(s.innerType,t,r);const i=t.seen.get(e);i.ref=s.innerType};const optionalProcessor=(e,t,n,r)=>{const s=e._zod.def;to_json_schema_processSchema(s.innerType,t,r);const i=t.seen.get(e);i.ref=s.innerType};const lazyProcessor=(e,t,n,r)=>{const s=e._zod.innerType;to_json_schema_processSchema(s,t,r);const i=t.seen.get(e);i.ref=s};const or={string:stringProcessor,number:numberProcessor,boolean:booleanProcessor,bigint:bigintProcessor,symbol:symbolProcessor,null:nullProcessor,undefined:undefinedProcessor,void:voidProcessor,never:neverProcessor,any:anyProcessor,unknown:unknownProcessor,date:dateProcessor,enum:enumProcessor,literal:literalProcessor,nan:nanProcessor,template_literal:templateLiteralProcessor,file:fileProcessor,success:successProcessor,custom:customProcessor,function:functionProcessor,transform:transformProcessor,map:mapProcessor,set:setProcessor,array:arrayProcessor,object:objectProcessor,union:unionProcessor,intersection:intersectionProcessor,tuple:tupleProcessor,record:recordProcessor,nullable:nullableProcessor,nonoptional:nonoptionalProcessor,default:defaultProcessor,prefault:prefaultProcessor,catch:catchProcessor,pipe:pipeProcessor,readonly:readonlyProcessor,promise:promiseProcessor,optional:optionalProcessor,lazy:lazyProcessor};function toJSONSchema(e,t){if("_idmap"in e){const n=e;const r=initializeContext({...t,processors:or});const s={};for(const e of n._idmap.entries()){const[t,n]=e;processSchema(n,r)}const i={};const o={registry:n,uri:t?.uri,defs:s};r.external=o;for(const e of n._idmap.entries()){const[t,n]=e;extractDefs(r,n);assignProp(i,t,finalize(r,n))}if(Object.keys(s).length>0){const e=r.target==="draft-2020-12"?"$defs":"definitions";i.__shared={[e]:s}}return{schemas:i}}const n=initializeContext({...t,processors:or});processSchema(e,n);extractDefs(n,e);return finalize(n,e)}const error=()=>{const e={string:{unit:"characters",verb:"to have"},file:{unit:"bytes",verb:"to have"},array:{unit:"items",verb:"to have"},set:{unit:"items",verb:"to have"},map:{unit:"entries",verb:"to have"}};function getSizing(t){return e[t]??null}const t={regex:"input",email:"email address",url:"URL",emoji:"emoji",uuid:"UUID",uuidv4:"UUIDv4",uuidv6:"UUIDv6",nanoid:"nanoid",guid:"GUID",cuid:"cuid",cuid2:"cuid2",ulid:"ULID",xid:"XID",ksuid:"KSUID",datetime:"ISO datetime",date:"ISO date",time:"ISO time",duration:"ISO duration",ipv4:"IPv4 address",ipv6:"IPv6 address",mac:"MAC address",cidrv4:"IPv4 range",cidrv6:"IPv6 range",base64:"base64-encoded string",base64url:"base64url-encoded string",json_string:"JSON string",e164:"E.164 number",currency_code:"currency code",credit_card:"credit card number",iban:"IBAN",jwt:"JWT",template_literal:"input"};const n={nan:"NaN"};function getTypeName(e,t){if(e==="number"&&typeof t==="number"&&!Number.isFinite(t)){return String(t)}return n[e]??e}return e=>{switch(e.code){case"invalid_type":{const t=getTypeName(e.expected);const n=parsedType(e.input);const r=getTypeName(n,e.input);return`Invalid input: expected ${t}, received ${r}`}case"invalid_value":if(e.values.length===1)return`Invalid input: expected ${stringifyPrimitive(e.values[0])}`;return`Invalid option: expected one of ${joinValues(e.values,"|")}`;case"too_big":{const t=e.exact?"exactly ":e.inclusive?"<=":"<";const n=getSizing(e.origin);if(n)return`Too big: expected ${e.origin??"value"} to have ${t}${e.maximum.toString()} ${n.unit??"elements"}`;return`Too big: expected ${e.origin??"value"} to be ${t}${e.maximum.toString()}`}case"too_small":{const t=e.exact?"exactly ":e.inclusive?">=":">";const n=getSizing(e.origin);if(n){return`Too small: expected ${e.origin} to have ${t}${e.minimum.toString()} ${n.unit}`}return`Too small: expected ${e.origin} to be ${t}${e.minimum.toString()}`}case"invalid_format":{const n=e;if(n.format==="starts_with"){return`Invalid string: must start with "${n.prefix}"`}if(n.format==="ends_with")return`Invalid string: must end with "${n.suffix}"`;if(n.format==="includes")return`Invalid string: must include "${n.includes}"`;if(n.format==="regex")return`Invalid string: must match pattern ${n.pattern}`;return`Invalid ${t[n.format]??e.format}`}case"not_multiple_of":return`Invalid number: must be a multiple of ${e.divisor}`;case"unrecognized_keys":return`Unrecognized key${e.keys.length>1?"s":""}: ${joinValues(e.keys,", ")}`;case"invalid_key":return`Invalid key in ${e.origin}`;case"invalid_union":if(e.options&&Array.isArray(e.options)&&e.options.length>0){const t=e.options.map(e=>`'${e}'`).join(" | ");return`Invalid discriminator value. Expected ${t}`}if(e.inclusive===false){return"Invalid input: more than one option matched"}return"Invalid input";case"invalid_element":return`Invalid value in ${e.origin}`;default:return`Invalid input`}}};function en(){return{localeError:error()}}function _getMessage(){const e=this._zod;e.message??(e.message=JSON.stringify(e.def,jsonStringifyReplacer,2));return e.message}function _setMessage(e){this._zod.message=e}const ar={get:_getMessage,set:_setMessage,enumerable:true,configurable:true};const cr={value:undefined,enumerable:false};const lr=new WeakSet([Object.prototype,Error.prototype]);const initializer=(e,t)=>{e.name="$ZodError";cr.value=t;Object.defineProperty(e,"issues",cr);cr.value=undefined;Object.defineProperty(e,"message",ar);const n=Object.getPrototypeOf(e);if(!lr.has(n)){lr.add(n);Object.defineProperty(n,"toString",{configurable:true,enumerable:false,get(){const value=()=>this.message;Object.defineProperty(this,"toString",{value:value,configurable:true,writable:true});return value},set(e){Object.defineProperty(this,"toString",{value:e,configurable:true,writable:true})}})}};const ur=$constructor("$ZodError",initializer);const fr=$constructor("$ZodError",initializer,undefined,{Parent:Error});function node(e,t,n){if(!Object.prototype.hasOwnProperty.call(e,t)){if(t==="__proto__"){Object.defineProperty(e,t,{value:n(),writable:true,enumerable:true,configurable:true})}else{e[t]=n()}}return e[t]}function flattenError(e,t=e=>e.message){const n={};const r=[];for(const s of e.issues){if(s.path.length>0){node(n,s.path[0],()=>[]).push(t(s))}else{r.push(t(s))}}return{formErrors:r,fieldErrors:n}}function formatError(e,t=e=>e.message){const n={_errors:[]};const processError=(e,r=[])=>{for(const s of e.issues){if(s.code==="invalid_union"&&s.errors.length){s.errors.map(e=>processError({issues:e},[...r,...s.path]))}else if(s.code==="invalid_key"){processError({issues:s.issues},[...r,...s.path])}else if(s.code==="invalid_element"){processError({issues:s.issues},[...r,...s.path])}else{const e=[...r,...s.path];if(e.length===0){n._errors.push(t(s))}else{let r=n;let i=0;while(i<e.length){const n=e[i];const o=i===e.length-1;if(n==="_errors"){if(o)r._errors.push(t(s));i++;continue}if(!Object.prototype.hasOwnProperty.call(r,n)){Object.defineProperty(r,n,{value:{_errors:[]},enumerable:true,writable:true,configurable:true})}const a=r[n];if(o){a._errors.push(t(s))}r=a;i++}}}}};processError(e);return n}function treeifyError(e,t=e=>e.message){const n={errors:[]};const processError=(e,r=[])=>{var s;for(const i of e.issues){if(i.code==="invalid_union"&&i.errors.length){i.errors.map(e=>processError({issues:e},[...r,...i.path]))}else if(i.code==="invalid_key"){processError({issues:i.issues},[...r,...i.path])}else if(i.code==="invalid_element"){processError({issues:i.issues},[...r,...i.path])}else{const e=[...r,...i.path];if(e.length===0){n.errors.push(t(i));continue}let o=n;let a=0;while(a<e.length){const n=e[a];const r=a===e.length-1;if(typeof n==="string"){o.properties??(o.properties={});if(!Object.prototype.hasOwnProperty.call(o.properties,n)){Object.defineProperty(o.properties,n,{value:{errors:[]},enumerable:true,writable:true,configurable:true})}o=o.properties[n]}else{o.items??(o.items=[]);(s=o.items)[n]??(s[n]={errors:[]});o=o.items[n]}if(r){o.errors.push(t(i))}a++}}}};processError(e);return n}function toDotPath(e){const t=[];const n=e.map(e=>typeof e==="object"?e.key:e);for(const e of n){if(typeof e==="number")t.push(`[${e}]`);else if(typeof e==="symbol")t.push(`[${JSON.stringify(String(e))}]`);else if(/[^\w$]/.test(e))t.push(`[${JSON.stringify(e)}]`);else{if(t.length)t.push(".");t.push(e)}}return t.join("")}function prettifyError(e){const t=[];const n=[...e.issues].sort((e,t)=>(e.path??[]).length-(t.path??[]).length);for(const e of n){t.push(`✖ ${e.message}`);if(e.path?.length)t.push(`  → at ${toDotPath(e.path)}`)}return t.join("\n")}function finalizeParams(e,t){return{callee:t?.callee??e,Err:t?.Err}}const _parse=e=>{const fn=(t,n,r,s)=>{const i=r?{...r,async:false}:{async:false};const o=t._zod.run({value:n,issues:[]},i);if(o instanceof Promise){throw new $ZodAsyncError}if(o.issues.length){const t=new(s?.Err??e)(o.issues.map(e=>finalizeIssue(e,i,config())));u(t,s?.callee??fn);throw t}return o.value};return fn};const dr=_parse(fr);const _parseAsync=e=>{const fn=async(t,n,r,s)=>{const i=r?{...r,async:true}:{async:true};let o=t._zod.run({value:n,issues:[]},i);if(o instanceof Promise)o=await o;if(o.issues.length){const t=new(s?.Err??e)(o.issues.map(e=>finalizeIssue(e,i,config())));u(t,s?.callee??fn);throw t}return o.value};return fn};const hr=_parseAsync(fr);const _safeParse=e=>(t,n,r)=>{const s=r?{...r,async:false}:{async:false};const i=t._zod.run({value:n,issues:[]},s);if(i instanceof Promise){throw new $ZodAsyncError}return i.issues.length?failure(e,i.issues,s):{success:true,data:i.value}};const pr=_safeParse(fr);function failure(e,t,n){let r;return{success:false,get error(){if(!r){r=new e(t.map(e=>finalizeIssue(e,n,config())));t=undefined;n=undefined}return r},set error(e){r=e;t=undefined;n=undefined}}}const _safeParseAsync=e=>async(t,n,r)=>{const s=r?{...r,async:true}:{async:true};let i=t._zod.run({value:n,issues:[]},s);if(i instanceof Promise)i=await i;return i.issues.length?failure(e,i.issues,s):{success:true,data:i.value}};const mr=_safeParseAsync(fr);const gr=Symbol.for("zod.compile.invalid");const vr=Symbol.for("zod.compile.fallback");const validate=(e,t,n)=>{const r=e._zod.bag.validator;if(r!==undefined){if(r(t)!==gr)return true;if(r.definite===true&&n===undefined)return false}return validateFallback(e,t,n)};function validateFallback(e,t,n){const r=n?{...n,async:false,abortEarly:true}:{async:false,abortEarly:true};const s=e._zod.bag.fallbackRun;let i;if(s){r[vr]=true;i=s({value:t,issues:[]},r)}else{i=e._zod.run({value:t,issues:[]},r)}if(i instanceof Promise){throw new $ZodAsyncError}return i.issues.length===0}const parse_validateAsync=async(e,t,n)=>{const r=n?{...n,async:true,abortEarly:true}:{async:true,abortEarly:true};let s=e._zod.run({value:t,issues:[]},r);if(s instanceof Promise)s=await s;return s.issues.length===0};const _encode=e=>{const t=_parse(e);const fn=(e,n,r,s)=>{const i=r?{...r,direction:"backward"}:{direction:"backward"};return t(e,n,i,finalizeParams(fn,s))};return fn};const yr=_encode(fr);const _decode=e=>{const t=_parse(e);const fn=(e,n,r,s)=>t(e,n,r,finalizeParams(fn,s));return fn};const br=_decode(fr);const _encodeAsync=e=>{const t=_parseAsync(e);const fn=async(e,n,r,s)=>{const i=r?{...r,direction:"backward"}:{direction:"backward"};return await t(e,n,i,finalizeParams(fn,s))};return fn};const wr=_encodeAsync(fr);const _decodeAsync=e=>{const t=_parseAsync(e);const fn=async(e,n,r,s)=>await t(e,n,r,finalizeParams(fn,s));return fn};const _r=_decodeAsync(fr);const _safeEncode=e=>(t,n,r)=>{const s=r?{...r,direction:"backward"}:{direction:"backward"};return _safeParse(e)(t,n,s)};const kr=_safeEncode(fr);const _safeDecode=e=>(t,n,r)=>_safeParse(e)(t,n,r);const Sr=_safeDecode(fr);const _safeEncodeAsync=e=>async(t,n,r)=>{const s=r?{...r,direction:"backward"}:{direction:"backward"};return _safeParseAsync(e)(t,n,s)};const $r=_safeEncodeAsync(fr);const _safeDecodeAsync=e=>async(t,n,r)=>_safeParseAsync(e)(t,n,r);const Ar=_safeDecodeAsync(fr);const Er=new WeakSet([Object.prototype,Error.prototype]);function _lazyMethod(e,t,n){Object.defineProperty(e,t,{configurable:true,enumerable:false,get(){const e=n(this);Object.defineProperty(this,t,{value:e,configurable:true,writable:true});return e},set(e){Object.defineProperty(this,t,{value:e,configurable:true,writable:true})}})}const errors_initializer=(e,t)=>{ur.init(e,t);e.name="ZodError";const n=Object.getPrototypeOf(e);if(Er.has(n))return;Er.add(n);_lazyMethod(n,"format",e=>t=>formatError(e,t));_lazyMethod(n,"flatten",e=>t=>flattenError(e,t));_lazyMethod(n,"addIssue",e=>t=>{e.issues.push(t);e.message=JSON.stringify(e.issues,jsonStringifyReplacer,2)});_lazyMethod(n,"addIssues",e=>t=>{e.issues.push(...t);e.message=JSON.stringify(e.issues,jsonStringifyReplacer,2)});Object.defineProperty(n,"isEmpty",{configurable:true,enumerable:false,get(){return this.issues.length===0}})};const Tr=null&&core.$constructor("ZodError",errors_initializer);const xr=$constructor("ZodError",errors_initializer,undefined,{Parent:Error});const Nr=_parse(xr);const Ir=_parseAsync(xr);const Lr=_safeParse(xr);const Cr=_safeParseAsync(xr);const Or=_encode(xr);const Rr=_decode(xr);const Pr=_encodeAsync(xr);const zr=_decodeAsync(xr);const Mr=_safeEncode(xr);const jr=_safeDecode(xr);const Br=_safeEncodeAsync(xr);const Fr=_safeDecodeAsync(xr);function _ensureDefaultLocale(){if(!x.localeError)config(en())}function _ensureDefaultMemoizer(){if(!x.memoizer)config({memoizer:memoizer()})}const Dr=$constructor("ZodType",(e,t)=>{_ensureDefaultLocale();pt.init(e,t);e.def=t;e.type=t.type;return e},{check(...e){const t=this.def;return this.clone(mergeDefs(t,{checks:[...t.checks??[],...e.map(e=>typeof e==="function"?{_zod:{check:e,def:{check:"custom"},onattach:[]}}:e)]}),{parent:true})},with(...e){return this.check(...e)},clone(e,t){return clone(this,e,t)},brand(){return this},register(e,t){e.add(this,t);return this},refine(e,t){return this.check(refine(e,t))},superRefine(e,t){return this.check(superRefine(e,t))},overwrite(e){return this.check(_overwrite(e))},optional(){return optional(this)},exactOptional(){return exactOptional(this)},nullable(){return nullable(this)},nullish(){return optional(nullable(this))},nonoptional(e){return nonoptional(this,e)},array(){return array(this)},or(e){return union([this,e])},and(e){return intersection(this,e)},transform(e){return pipe(this,transform(e))},default(e){return schemas_default(this,e)},prefault(e){return prefault(this,e)},catch(e){return schemas_catch(this,e)},pipe(e){return pipe(this,e)},readonly(){return readonly(this)},describe(e){const t=this.clone();Yn.add(t,{description:e});return t},meta(...e){if(e.length===0)return Yn.get(this);const t=this.clone();Yn.add(t,e[0]);return t},isOptional(){return this.safeParse(undefined).success},isNullable(){return this.safeParse(null).success},apply(e,...t){return t.length===0?e(this):e(this,...t)},get"~standard"(){return hide(this,"~standard",{...standardProps(this),jsonSchema:{input:createStandardJSONSchemaMethod(this,"input"),output:createStandardJSONSchemaMethod(this,"output")}})},set"~standard"(e){own(this,"~standard",e)},parse:function _parse(e,t){return Nr(this,e,t,{callee:_parse})},parseAsync:async function _parseAsync(e,t){return await Ir(this,e,t,{callee:_parseAsync})},safeParse(e,t){return Lr(this,e,t)},async safeParseAsync(e,t){return Cr(this,e,t)},get spa(){return this?.safeParseAsync},set spa(e){own(this,"spa",e)},validate(e,t){return validate(this,e,t)},validateAsync(e,t){return parse_validateAsync(this,e,t)},encode:function _encode(e,t){return Or(this,e,t,{callee:_encode})},decode:function _decode(e,t){return Rr(this,e,t,{callee:_decode})},encodeAsync:async function _encodeAsync(e,t){return await Pr(this,e,t,{callee:_encodeAsync})},decodeAsync:async function _decodeAsync(e,t){return await zr(this,e,t,{callee:_decodeAsync})},safeEncode(e,t){return Mr(this,e,t)},safeDecode(e,t){return jr(this,e,t)},async safeEncodeAsync(e,t){return Br(this,e,t)},async safeDecodeAsync(e,t){return Fr(this,e,t)},toJSONSchema(e){return createToJSONSchemaMethod(this,{})(e)},get description(){return Yn.get(this)?.description},get _def(){return this._zod.def}});const Ur=$constructor("_ZodString",(e,t)=>{mt.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>stringProcessor(e,t,n,r)},derived({format:e=>aggregateChecks(e).format??null,minLength:e=>aggregateChecks(e).minimum??null,maxLength:e=>aggregateChecks(e).maximum??null},{regex(...e){return this.check(_regex(...e))},includes(...e){return this.check(_includes(...e))},startsWith(...e){return this.check(_startsWith(...e))},endsWith(...e){return this.check(_endsWith(...e))},min(...e){return this.check(_minLength(...e))},max(...e){return this.check(_maxLength(...e))},length(...e){return this.check(_length(...e))},nonempty(...e){return this.check(_minLength(1,...e))},lowercase(e){return this.check(_lowercase(e))},uppercase(e){return this.check(_uppercase(e))},trim(){return this.check(_trim())},normalize(...e){return this.check(_normalize(...e))},toLowerCase(){return this.check(_toLowerCase())},toUpperCase(){return this.check(_toUpperCase())},slugify(){return this.check(_slugify())}}));const Vr=$constructor("ZodString",(e,t)=>{mt.init(e,t);Ur.init(e,t)},{email(e){return this.check(_email(Wr,e))},url(e){return this.check(_url(Qr,e))},jwt(e){return this.check(_jwt(gs,e))},emoji(e){return this.check(api_emoji(Xr,e))},guid(e){return this.check(_guid(Jr,e))},uuid(e){return this.check(_uuid(Yr,e))},uuidv4(e){return this.check(_uuidv4(Yr,e))},uuidv6(e){return this.check(_uuidv6(Yr,e))},uuidv7(e){return this.check(_uuidv7(Yr,e))},nanoid(e){return this.check(_nanoid(es,e))},cuid(e){return this.check(_cuid(ts,e))},cuid2(e){return this.check(_cuid2(ns,e))},ulid(e){return this.check(_ulid(rs,e))},base64(e){return this.check(_base64(fs,e))},base64url(e){return this.check(_base64url(ds,e))},xid(e){return this.check(_xid(ss,e))},ksuid(e){return this.check(_ksuid(is,e))},ipv4(e){return this.check(_ipv4(os,e))},ipv6(e){return this.check(_ipv6(cs,e))},cidrv4(e){return this.check(_cidrv4(ls,e))},cidrv6(e){return this.check(_cidrv6(us,e))},e164(e){return this.check(_e164(hs,e))},datetime(e){return this.check(_isoDateTime(Kr,e))},date(e){return this.check(_isoDate(Zr,e))},time(e){return this.check(_isoTime(Hr,e))},duration(e){return this.check(_isoDuration(Gr,e))}});function schemas_string(e){return _string(Vr,e)}const qr=$constructor("ZodStringFormat",(e,t)=>{gt.init(e,t);Ur.init(e,t)});const Kr=$constructor("ZodISODateTime",(e,t)=>{Lt.init(e,t);qr.init(e,t)});const Zr=$constructor("ZodISODate",(e,t)=>{Ct.init(e,t);qr.init(e,t)});const Hr=$constructor("ZodISOTime",(e,t)=>{Ot.init(e,t);qr.init(e,t)});const Gr=$constructor("ZodISODuration",(e,t)=>{Rt.init(e,t);qr.init(e,t)});const Wr=$constructor("ZodEmail",(e,t)=>{bt.init(e,t);qr.init(e,t)});function schemas_email(e){return core._email(Wr,e)}const Jr=$constructor("ZodGUID",(e,t)=>{vt.init(e,t);qr.init(e,t)});function schemas_guid(e){return core._guid(Jr,e)}const Yr=$constructor("ZodUUID",(e,t)=>{yt.init(e,t);qr.init(e,t)});function schemas_uuid(e){return core._uuid(Yr,e)}function uuidv4(e){return core._uuidv4(Yr,e)}function uuidv6(e){return core._uuidv6(Yr,e)}function uuidv7(e){return core._uuidv7(Yr,e)}const Qr=$constructor("ZodURL",(e,t)=>{St.init(e,t);qr.init(e,t)});function url(e){return core._url(Qr,e)}function httpUrl(e){return core._url(Qr,{protocol:regexes.httpProtocol,hostname:regexes.domain,...util.normalizeParams(e)})}const Xr=$constructor("ZodEmoji",(e,t)=>{$t.init(e,t);qr.init(e,t)});function schemas_emoji(e){return core._emoji(Xr,e)}const es=$constructor("ZodNanoID",(e,t)=>{At.init(e,t);qr.init(e,t)});function schemas_nanoid(e){return core._nanoid(es,e)}const ts=$constructor("ZodCUID",(e,t)=>{Et.init(e,t);qr.init(e,t)});function schemas_cuid(e){return core._cuid(ts,e)}const ns=$constructor("ZodCUID2",(e,t)=>{Tt.init(e,t);qr.init(e,t)});function schemas_cuid2(e){return core._cuid2(ns,e)}const rs=$constructor("ZodULID",(e,t)=>{xt.init(e,t);qr.init(e,t)});function schemas_ulid(e){return core._ulid(rs,e)}const ss=$constructor("ZodXID",(e,t)=>{Nt.init(e,t);qr.init(e,t)});function schemas_xid(e){return core._xid(ss,e)}const is=$constructor("ZodKSUID",(e,t)=>{It.init(e,t);qr.init(e,t)});function schemas_ksuid(e){return core._ksuid(is,e)}const os=$constructor("ZodIPv4",(e,t)=>{Pt.init(e,t);qr.init(e,t)});function schemas_ipv4(e){return core._ipv4(os,e)}const as=null&&core.$constructor("ZodMAC",(e,t)=>{core.$ZodMAC.init(e,t);qr.init(e,t)});function schemas_mac(e){return core._mac(as,e)}const cs=$constructor("ZodIPv6",(e,t)=>{Mt.init(e,t);qr.init(e,t)});function schemas_ipv6(e){return core._ipv6(cs,e)}const ls=$constructor("ZodCIDRv4",(e,t)=>{Bt.init(e,t);qr.init(e,t)});function schemas_cidrv4(e){return core._cidrv4(ls,e)}const us=$constructor("ZodCIDRv6",(e,t)=>{Ft.init(e,t);qr.init(e,t)});function schemas_cidrv6(e){return core._cidrv6(us,e)}const fs=$constructor("ZodBase64",(e,t)=>{Ut.init(e,t);qr.init(e,t)});function schemas_base64(e){return core._base64(fs,e)}const ds=$constructor("ZodBase64URL",(e,t)=>{qt.init(e,t);qr.init(e,t)});function schemas_base64url(e){return core._base64url(ds,e)}const hs=$constructor("ZodE164",(e,t)=>{Kt.init(e,t);qr.init(e,t)});function schemas_e164(e){return core._e164(hs,e)}const ps=null&&core.$constructor("ZodCreditCard",(e,t)=>{core.$ZodCreditCard.init(e,t);qr.init(e,t)});function schemas_creditCard(e){return core._creditCard(ps,e)}const ms=null&&core.$constructor("ZodIBAN",(e,t)=>{core.$ZodIBAN.init(e,t);qr.init(e,t)});function schemas_iban(e){return core._iban(ms,e)}const gs=$constructor("ZodJWT",(e,t)=>{Wt.init(e,t);qr.init(e,t)});function jwt(e){return core._jwt(gs,e)}const vs=null&&core.$constructor("ZodCustomStringFormat",(e,t)=>{core.$ZodCustomStringFormat.init(e,t);qr.init(e,t)});function stringFormat(e,t,n={}){return core._stringFormat(vs,e,t,n)}function schemas_hostname(e){return core._stringFormat(vs,"hostname",regexes.hostname,e)}function schemas_hex(e){return core._stringFormat(vs,"hex",regexes.hex,e)}function schemas_currencyCode(e){return core._stringFormat(vs,"currency_code",regexes.currencyCode,e)}function hash(e,t){const n=t?.enc??"hex";const r=`${e}_${n}`;const s=core.regexes[r];if(!s)throw new Error(`Unrecognized hash format: ${r}`);return core._stringFormat(vs,r,s,t)}const ys=$constructor("ZodNumber",(e,t)=>{Yt.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>numberProcessor(e,t,n,r);e.isFinite=true},derived({minValue:e=>{const{minimum:t,exclusiveMinimum:n}=aggregateChecks(e);return Math.max(t??Number.NEGATIVE_INFINITY,n??Number.NEGATIVE_INFINITY)},maxValue:e=>{const{maximum:t,exclusiveMaximum:n}=aggregateChecks(e);return Math.min(t??Number.POSITIVE_INFINITY,n??Number.POSITIVE_INFINITY)},isInt:e=>{const{isInt:t,multipleOf:n}=aggregateChecks(e);return!!t||!!n?.some(Number.isSafeInteger)},format:e=>aggregateChecks(e).format??null},{gt(e,t){return this.check(_gt(e,t))},gte(e,t){return this.check(_gte(e,t))},min(e,t){return this.check(_gte(e,t))},lt(e,t){return this.check(_lt(e,t))},lte(e,t){return this.check(_lte(e,t))},max(e,t){return this.check(_lte(e,t))},int(e){return this.check(schemas_int(e))},safe(e){return this.check(schemas_int(e))},positive(e){return this.check(_gt(0,e))},nonnegative(e){return this.check(_gte(0,e))},negative(e){return this.check(_lt(0,e))},nonpositive(e){return this.check(_lte(0,e))},multipleOf(e,t){return this.check(_multipleOf(e,t))},step(e,t){return this.check(_multipleOf(e,t))},finite(){return this}}));function schemas_number(e){return _number(ys,e)}const bs=$constructor("ZodNumberFormat",(e,t)=>{Qt.init(e,t);ys.init(e,t)});function schemas_int(e){return _int(bs,e)}function float32(e){return core._float32(bs,e)}function float64(e){return core._float64(bs,e)}function int32(e){return core._int32(bs,e)}function uint32(e){return core._uint32(bs,e)}const ws=$constructor("ZodBoolean",(e,t)=>{Xt.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>booleanProcessor(e,t,n,r)});function schemas_boolean(e){return _boolean(ws,e)}const _s=$constructor("ZodBigInt",(e,t)=>{tn.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>bigintProcessor(e,t,n,r)},derived({minValue:e=>aggregateChecks(e).minimum??null,maxValue:e=>aggregateChecks(e).maximum??null,format:e=>aggregateChecks(e).format??null},{gte(e,t){return this.check(_gte(e,t))},min(e,t){return this.check(_gte(e,t))},gt(e,t){return this.check(_gt(e,t))},lt(e,t){return this.check(_lt(e,t))},lte(e,t){return this.check(_lte(e,t))},max(e,t){return this.check(_lte(e,t))},positive(e){return this.check(_gt(BigInt(0),e))},negative(e){return this.check(_lt(BigInt(0),e))},nonpositive(e){return this.check(_lte(BigInt(0),e))},nonnegative(e){return this.check(_gte(BigInt(0),e))},multipleOf(e,t){return this.check(_multipleOf(e,t))}}));function schemas_bigint(e){return core._bigint(_s,e)}const ks=null&&core.$constructor("ZodBigIntFormat",(e,t)=>{core.$ZodBigIntFormat.init(e,t);_s.init(e,t)});function int64(e){return core._int64(ks,e)}function uint64(e){return core._uint64(ks,e)}const Ss=null&&core.$constructor("ZodSymbol",(e,t)=>{core.$ZodSymbol.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>processors.symbolProcessor(e,t,n,r)});function symbol(e){return core._symbol(Ss,e)}const $s=null&&core.$constructor("ZodUndefined",(e,t)=>{core.$ZodUndefined.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>processors.undefinedProcessor(e,t,n,r)});function schemas_undefined(e){return core._undefined($s,e)}const As=$constructor("ZodNull",(e,t)=>{on.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>nullProcessor(e,t,n,r)});function schemas_null(e){return api_null(As,e)}const Es=null&&core.$constructor("ZodAny",(e,t)=>{core.$ZodAny.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>processors.anyProcessor(e,t,n,r)});function any(){return core._any(Es)}const Ts=$constructor("ZodUnknown",(e,t)=>{cn.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>unknownProcessor(e,t,n,r)});function unknown(){return _unknown(Ts)}const xs=$constructor("ZodNever",(e,t)=>{un.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>neverProcessor(e,t,n,r)});function never(e){return _never(xs,e)}const Ns=null&&core.$constructor("ZodVoid",(e,t)=>{core.$ZodVoid.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>processors.voidProcessor(e,t,n,r)});function schemas_void(e){return core._void(Ns,e)}const Is=$constructor("ZodDate",(e,t)=>{hn.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>dateProcessor(e,t,n,r);e.min=(t,n)=>e.check(_gte(t,n));e.max=(t,n)=>e.check(_lte(t,n))},derived({minDate:e=>{const{minimum:t}=aggregateChecks(e);return t?new Date(t):null},maxDate:e=>{const{maximum:t}=aggregateChecks(e);return t?new Date(t):null}},{}));function schemas_date(e){return core._date(Is,e)}const Ls=$constructor("ZodArray",(e,t)=>{_ensureDefaultMemoizer();pn.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>arrayProcessor(e,t,n,r);e.element=t.element},{min(e,t){return this.check(_minLength(e,t))},nonempty(e){return this.check(_minLength(1,e))},max(e,t){return this.check(_maxLength(e,t))},length(e,t){return this.check(_length(e,t))},unwrap(){return this.element}});function array(e,t){return _array(Ls,e,t)}function keyof(e){const t=e._zod.def.shape;return schemas_enum(Object.keys(t))}const Cs=$constructor("ZodObject",(e,t)=>{_ensureDefaultMemoizer();vn.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>objectProcessor(e,t,n,r);installLazyProp(e,"shape",e=>e._zod.def.shape,false)},{keyof(){return schemas_enum(Object.keys(this._zod.def.shape))},catchall(e){return this.clone(mergeDefs(this._zod.def,{catchall:e}))},passthrough(){return this.clone(mergeDefs(this._zod.def,{catchall:unknown()}))},loose(){return this.clone(mergeDefs(this._zod.def,{catchall:unknown()}))},strict(){return this.clone(mergeDefs(this._zod.def,{catchall:never()}))},strip(){return this.clone(mergeDefs(this._zod.def,{catchall:undefined}))},extend(e){return extend(this,e)},safeExtend(e){return safeExtend(this,e)},merge(e){return merge(this,e)},pick(e){return pick(this,e)},omit(e){return omit(this,e)},partial(...e){return partial(Ks,this,e[0])},exactPartial(...e){return partial(Zs,this,e[0],"exactPartial")},required(...e){return required(Js,this,e[0])}});function object(e,t){const n={type:"object",shape:e??{},...util.normalizeParams(t)};return new Cs(n)}function strictObject(e,t){return new Cs({type:"object",shape:e,catchall:never(),...normalizeParams(t)})}function looseObject(e,t){return new Cs({type:"object",shape:e,catchall:unknown(),...util.normalizeParams(t)})}const Os=$constructor("ZodUnion",(e,t)=>{yn.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>unionProcessor(e,t,n,r);e.options=t.options});function union(e,t){return new Os({type:"union",options:e,...normalizeParams(t)})}const Rs=null&&core.$constructor("ZodXor",(e,t)=>{Os.init(e,t);core.$ZodXor.init(e,t);e._zod.processJSONSchema=(t,n,r)=>processors.unionProcessor(e,t,n,r);e.options=t.options});function xor(e,t){return new Rs({type:"union",options:e,inclusive:false,...util.normalizeParams(t)})}const Ps=null&&core.$constructor("ZodDiscriminatedUnion",(e,t)=>{Os.init(e,t);core.$ZodDiscriminatedUnion.init(e,t)});function discriminatedUnion(e,t,n){return new Ps({type:"union",options:t,discriminator:e,...util.normalizeParams(n)})}const zs=$constructor("ZodIntersection",(e,t)=>{_n.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>intersectionProcessor(e,t,n,r)});function intersection(e,t){return new zs({type:"intersection",left:e,right:t})}const Ms=$constructor("ZodTuple",(e,t)=>{_ensureDefaultMemoizer();kn.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>tupleProcessor(e,t,n,r)},{rest(e){return this.clone({...this._zod.def,rest:e})},partial(){const e=this._zod.def;if(e.checks?.length)throw new Error(".partial() cannot be used on tuple schemas containing refinements");return this.clone({...e,items:e.items.map(e=>new Ks({type:"optional",innerType:e}))})}});function tuple(e,t,n){const r=t instanceof core.$ZodType;const s=r?n:t;const i=r?t:null;return new Ms({type:"tuple",items:e,rest:i,...util.normalizeParams(s)})}const js=$constructor("ZodRecord",(e,t)=>{_ensureDefaultMemoizer();Sn.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>recordProcessor(e,t,n,r);e.keyType=t.keyType;e.valueType=t.valueType});function record(e,t,n){if(!t||!t._zod){return new js({type:"record",keyType:schemas_string(),valueType:e,...normalizeParams(t)})}return new js({type:"record",keyType:e,valueType:t,...normalizeParams(n)})}function partialRecord(e,t,n){return new js({type:"record",keyType:e,valueType:t,...util.normalizeParams(n),partial:true})}function looseRecord(e,t,n){return new js({type:"record",keyType:e,valueType:t,mode:"loose",...util.normalizeParams(n)})}const Bs=null&&core.$constructor("ZodMap",(e,t)=>{_ensureDefaultMemoizer();core.$ZodMap.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>processors.mapProcessor(e,t,n,r);e.keyType=t.keyType;e.valueType=t.valueType;e.min=(...t)=>e.check(core._minSize(...t));e.nonempty=t=>e.check(core._minSize(1,t));e.max=(...t)=>e.check(core._maxSize(...t));e.size=(...t)=>e.check(core._size(...t))});function map(e,t,n){return new Bs({type:"map",keyType:e,valueType:t,...util.normalizeParams(n)})}const Fs=null&&core.$constructor("ZodSet",(e,t)=>{_ensureDefaultMemoizer();core.$ZodSet.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>processors.setProcessor(e,t,n,r);e.min=(...t)=>e.check(core._minSize(...t));e.nonempty=t=>e.check(core._minSize(1,t));e.max=(...t)=>e.check(core._maxSize(...t));e.size=(...t)=>e.check(core._size(...t))});function set(e,t){return new Fs({type:"set",valueType:e,...util.normalizeParams(t)})}const Ds=$constructor("ZodEnum",(e,t)=>{En.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>enumProcessor(e,t,n,r);e.enum=t.entries;e.options=[...e._zod.values];const n=new Set(Object.keys(t.entries));e.extract=(e,r)=>{const s={};for(const r of e){if(n.has(r)){s[r]=t.entries[r]}else throw new Error(`Key ${r} not found in enum`)}return new Ds({...t,checks:[],...normalizeParams(r),entries:s})};e.exclude=(e,r)=>{const s={...t.entries};for(const t of e){if(n.has(t)){delete s[t]}else throw new Error(`Key ${t} not found in enum`)}return new Ds({...t,checks:[],...normalizeParams(r),entries:s})}});function schemas_enum(e,t){const n=Array.isArray(e)?Object.fromEntries(e.map(e=>[e,e])):e;return new Ds({type:"enum",entries:n,...normalizeParams(t)})}function nativeEnum(e,t){return new Ds({type:"enum",entries:e,...util.normalizeParams(t)})}const Us=$constructor("ZodLiteral",(e,t)=>{Tn.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>literalProcessor(e,t,n,r);e.values=new Set(t.values);Object.defineProperty(e,"value",{get(){if(t.values.length>1){throw new Error("This schema contains multiple valid literal values. Use `.values` instead.")}return t.values[0]}})});function literal(e,t){return new Us({type:"literal",values:Array.isArray(e)?e:[e],...normalizeParams(t)})}const Vs=null&&core.$constructor("ZodFile",(e,t)=>{core.$ZodFile.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>processors.fileProcessor(e,t,n,r);e.min=(t,n)=>e.check(core._minSize(t,n));e.max=(t,n)=>e.check(core._maxSize(t,n));e.mime=(t,n)=>e.check(core._mime(Array.isArray(t)?t:[t],n))});function file(e){return core._file(Vs,e)}const qs=$constructor("ZodTransform",(e,t)=>{_ensureDefaultMemoizer();Nn.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>transformProcessor(e,t,n,r);e._zod.parse=(n,r)=>{if(r.direction==="backward"){throw new $ZodEncodeError(e.constructor.name)}n.addIssue=r=>{if(typeof r==="string"){n.issues.push(util_issue(r,n.value,t))}else{const t=r;if(t.fatal)t.continue=false;t.code??(t.code="custom");if(!("input"in t))t.input=n.value;t.inst??(t.inst=e);n.issues.push(util_issue(t))}};const s=t.transform(n.value,n);if(s instanceof Promise){return s.then(e=>{n.value=e;return n})}n.value=s;return n}});function transform(e){return new qs({type:"transform",transform:e})}const Ks=$constructor("ZodOptional",(e,t)=>{In.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>optionalProcessor(e,t,n,r);e.unwrap=()=>e._zod.def.innerType});function optional(e){return new Ks({type:"optional",innerType:e})}const Zs=$constructor("ZodExactOptional",(e,t)=>{Ln.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>optionalProcessor(e,t,n,r);e.unwrap=()=>e._zod.def.innerType});function exactOptional(e){return new Zs({type:"optional",innerType:e})}const Hs=$constructor("ZodNullable",(e,t)=>{Cn.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>nullableProcessor(e,t,n,r);e.unwrap=()=>e._zod.def.innerType});function nullable(e){return new Hs({type:"nullable",innerType:e})}function schemas_nullish(e){return optional(nullable(e))}const Gs=$constructor("ZodDefault",(e,t)=>{On.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>defaultProcessor(e,t,n,r);e.unwrap=()=>e._zod.def.innerType;e.removeDefault=e.unwrap});function schemas_default(e,t){return new Gs({type:"default",innerType:e,get defaultValue(){return typeof t==="function"?t():shallowClone(t)}})}const Ws=$constructor("ZodPrefault",(e,t)=>{Rn.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>prefaultProcessor(e,t,n,r);e.unwrap=()=>e._zod.def.innerType});function prefault(e,t){return new Ws({type:"prefault",innerType:e,get defaultValue(){return typeof t==="function"?t():shallowClone(t)}})}const Js=$constructor("ZodNonOptional",(e,t)=>{Pn.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>nonoptionalProcessor(e,t,n,r);e.unwrap=()=>e._zod.def.innerType});function nonoptional(e,t){return new Js({type:"nonoptional",innerType:e,...normalizeParams(t)})}const Ys=null&&core.$constructor("ZodSuccess",(e,t)=>{core.$ZodSuccess.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>processors.successProcessor(e,t,n,r);e.unwrap=()=>e._zod.def.innerType});function success(e){return new Ys({type:"success",innerType:e})}const Qs=$constructor("ZodCatch",(e,t)=>{Mn.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>catchProcessor(e,t,n,r);e.unwrap=()=>e._zod.def.innerType;e.removeCatch=e.unwrap});function schemas_catch(e,t){return new Qs({type:"catch",innerType:e,catchValue:typeof t==="function"?t:constantCatch(t)})}const Xs=null&&core.$constructor("ZodNaN",(e,t)=>{core.$ZodNaN.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>processors.nanProcessor(e,t,n,r)});function nan(e){return core._nan(Xs,e)}const ei=$constructor("ZodPipe",(e,t)=>{Bn.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>pipeProcessor(e,t,n,r);e.in=t.in;e.out=t.out});function pipe(e,t){return new ei({type:"pipe",in:e,out:t})}const ti=null&&core.$constructor("ZodCodec",(e,t)=>{ei.init(e,t);core.$ZodCodec.init(e,t)});function codec(e,t,n){return new ti({type:"pipe",in:e,out:t,transform:n.decode,reverseTransform:n.encode})}function invertCodec(e){const t=e._zod.def;return new ti({type:"pipe",in:t.out,out:t.in,transform:t.reverseTransform,reverseTransform:t.transform})}const ni=null&&core.$constructor("ZodPreprocess",(e,t)=>{ei.init(e,t);core.$ZodPreprocess.init(e,t)});const ri=$constructor("ZodReadonly",(e,t)=>{Un.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>readonlyProcessor(e,t,n,r);e.unwrap=()=>e._zod.def.innerType});function readonly(e){return new ri({type:"readonly",innerType:e})}const si=null&&core.$constructor("ZodTemplateLiteral",(e,t)=>{core.$ZodTemplateLiteral.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>processors.templateLiteralProcessor(e,t,n,r)});function templateLiteral(e,t){return new si({type:"template_literal",parts:e,...util.normalizeParams(t)})}const ii=null&&core.$constructor("ZodLazy",(e,t)=>{core.$ZodLazy.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>processors.lazyProcessor(e,t,n,r);e.unwrap=()=>e._zod.def.getter()});function lazy(e){return new ii({type:"lazy",getter:e})}const oi=null&&core.$constructor("ZodPromise",(e,t)=>{core.$ZodPromise.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>processors.promiseProcessor(e,t,n,r);e.unwrap=()=>e._zod.def.innerType});function promise(e){return new oi({type:"promise",innerType:e})}const ai=null&&core.$constructor("ZodFunction",(e,t)=>{core.$ZodFunction.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>processors.functionProcessor(e,t,n,r)});function _function(e){return new ai({type:"function",input:Array.isArray(e?.input)?tuple(e?.input):e?.input??array(unknown()),output:e?.output??unknown()})}const ci=$constructor("ZodCustom",(e,t)=>{Hn.init(e,t);Dr.init(e,t);e._zod.processJSONSchema=(t,n,r)=>customProcessor(e,t,n,r)});function check(e){const t=new core.$ZodCheck({check:"custom"});t._zod.check=e;return t}function custom(e,t){return core._custom(ci,e??(()=>true),t)}function refine(e,t={}){return _refine(ci,e,t)}function superRefine(e,t){return _superRefine(e,t)}const li=describe;const ui=meta;const fi=$constructor("ZodInstanceOf",(e,t)=>{ci.init(e,t)},{properties(e,t){return this.check(_properties(e,t))}});function _instanceof(e,t={}){const n=new fi({type:"custom",check:"custom",fn:t=>t instanceof e,abort:true,...util.normalizeParams(t)});n._zod.bag.Class=e;n._zod.check=t=>{if(!(t.value instanceof e)){t.issues.push({code:"invalid_type",expected:e.name,input:t.value,inst:n,path:[...n._zod.def.path??[]]})}};return n}const stringbool=(...e)=>core._stringbool({Codec:ti,Boolean:ws,String:Vr},...e);function json(e){const t=lazy(()=>union([schemas_string(e),schemas_number(),schemas_boolean(),schemas_null(),array(t),record(schemas_string(),t)]));return t}function preprocess(e,t){return new ni({type:"pipe",in:transform(e),out:t})}function splitmix32(e){e.s=e.s+2654435769>>>0;let t=e.s;t=Math.imul(t^t>>>16,2246822507)>>>0;t=Math.imul(t^t>>>13,3266489909)>>>0;return(t^t>>>16)>>>0}function createPrng(e){const t={s:e>>>0};let n=splitmix32(t);let r=splitmix32(t);let s=splitmix32(t);let i=1;const nextUint32=()=>{const e=(n+r>>>0)+i>>>0;i=i+1>>>0;n=r^r>>>9;r=s+(s<<3)>>>0;s=(s<<21|s>>>11)>>>0;s=s+e>>>0;return e};for(let e=0;e<12;e++)nextUint32();const next=()=>nextUint32()/4294967296;return{nextUint32:nextUint32,next:next,nextIndex:e=>Math.floor(next()*e)}}const di=1e3;const hi=1;function pairedBootstrap(e,t,n,r={}){const s=r.iterations??di;const i=r.seed??hi;const o=r.confidence??.95;if(!Number.isInteger(e)||e<1)throw new errors_ValidationError(`questions must be an integer >= 1; got ${errors_showValue(e)}.`,"questions");if(!Number.isInteger(s)||s<2||s>1e6)throw new errors_ValidationError(`iterations must be an integer in [2, 1000000]; got ${errors_showValue(s)}.`,"iterations");if(!Number.isInteger(i))throw new errors_ValidationError(`seed must be an integer; got ${errors_showValue(i)}.`,"seed");if(!(o>0&&o<1))throw new errors_ValidationError(`confidence must be in (0, 1); got ${errors_showValue(o)}.`,"confidence");const a=createPrng(i);const c=new Float64Array(s);const l=new Float64Array(s);const u=new Float64Array(s);const f=new Uint32Array(e);for(let r=0;r<s;r++){for(let t=0;t<e;t++)f[t]=a.nextIndex(e);const s=t(f);const i=n(f);c[r]=s;l[r]=i;u[r]=i-s}const d=t(null);const h=n(null);const p=(1-o)/2;const summarize=(e,t)=>{const n=t.slice().sort();return{mu:e,sigma:standardDeviation(t),lo:quantileSorted(n,p),hi:quantileSorted(n,1-p)}};return{baseline:summarize(d,c),candidate:summarize(h,l),delta:summarize(h-d,u),iterations:s,seed:i}}function pairedBootstrapMeans(e,t,n={}){const r=e.length;if(t.length!==r)throw new errors_ValidationError(`baseline and candidate need one value per question each (paired); got ${r} and ${t.length}.`,"candidateValues");const meanOf=e=>t=>{let n=0;if(t===null)for(let t=0;t<r;t++)n+=e[t];else for(let s=0;s<r;s++)n+=e[t[s]];return n/r};return pairedBootstrap(r,meanOf(e),meanOf(t),n)}function standardDeviation(e){const t=e.length;if(t<2)return 0;let n=0;for(let r=0;r<t;r++)n+=e[r];n/=t;let r=0;for(let s=0;s<t;s++){const t=e[s]-n;r+=t*t}return Math.sqrt(r/(t-1))}function quantileSorted(e,t){const n=e.length;if(n===0)throw new errors_ValidationError("quantileSorted needs at least one value.","sorted");const r=(n-1)*t;const s=Math.floor(r);const i=e[s];if(s+1>=n)return i;return i+(r-s)*(e[s+1]-i)}const pi=["alpha0","beta0","bounds"];const mi={bayes:{family:"bayes",stem:"bayes",needsK:false,binaryOnly:false,options:["w","R0","bounds"],required:[],meanOfQuestions:true,exactBudget:true},avg:{family:"avg",stem:"avg",needsK:false,binaryOnly:false,options:["w","bounds"],required:[],meanOfQuestions:true,exactBudget:false},pass:info("pass","pass",[...pi]),"pass-hat":info("pass-hat","pass^",[...pi]),maj:info("maj","maj",[...pi]),auc:info("auc","auc",[...pi]),"g-pass":info("g-pass","g-pass",["tau",...pi]),"mg-pass":info("mg-pass","mg-pass",[...pi]),max:{family:"max",stem:"max",needsK:true,binaryOnly:false,options:["w","R0","bounds"],required:[],meanOfQuestions:true,exactBudget:false},geom:info("geom","geom",["passPower","unanimousPower",...pi]),"geom-ds":info("geom-ds","geom-ds",["passPower","unanimousPower",...pi],false),"geo-spectrum":info("geo-spectrum","geo-spectrum",["lam","weights",...pi],false),"threshold-spectrum":{...info("threshold-spectrum","threshold-spectrum",["weights",...pi]),required:["weights"]}};function info(e,t,n,r=true){return{family:e,stem:t,needsK:true,binaryOnly:true,options:n,required:[],meanOfQuestions:r,exactBudget:false}}const gi=[["threshold-spectrum@","threshold-spectrum"],["geo-spectrum-star@","geo-spectrum"],["geo-spectrum@","geo-spectrum"],["unanimous@","pass-hat"],["mg-pass@","mg-pass"],["g-pass@","g-pass"],["geom-ds@","geom-ds"],["geom@","geom"],["pass@","pass"],["pass^","pass-hat"],["maj@","maj"],["auc@","auc"],["max@","max"]];function parseMetricName(e){const t=e.trim().toLowerCase();if(t==="bayes"||t==="bayes@n")return{family:"bayes"};if(t==="avg"||t==="avg@n")return{family:"avg"};for(const[e,n]of gi){if(!t.startsWith(e))continue;const r=t.slice(e.length);if(r==="k")return{family:n,k:"k"};if(!/^\d+$/.test(r))return`expected ${e}<k> with k a positive integer`;const s=Number(r);if(!Number.isSafeInteger(s)||s<1)return"k must be a positive integer";return{family:n,k:s}}return`known metrics: ${vi.join(", ")}`}function suggestMetric(e){const t=/[@^](\d+|k)$/.exec(e.trim())?.[1]??"k";const n=[...vi,"unanimous@k","geo-spectrum-star@k"].map(e=>e.replace(/([@^])k$/,`$1${t}`));return didYouMean(e.trim(),n)}const vi=["bayes","avg","pass@k","pass^k","maj@k","auc@k","g-pass@k","mg-pass@k","max@k","geom@k","geom-ds@k","geo-spectrum@k","threshold-spectrum@k"];function metricLabel(e){const t=mi[e.family];if(!t.needsK)return t.stem;const n=e.k??"k";const r=e.family==="pass-hat"?`pass^${n}`:`${t.stem}@${n}`;return e.family==="g-pass"&&e.tau!==undefined?`${r} (tau ${e.tau})`:r}const yi={tau:"tau",alpha0:"alpha0",beta0:"beta0",w:"w",R0:"R0",weights:"weights","pass-power":"passPower","unanimous-power":"unanimousPower",lam:"lam",bounds:"bounds"};const bi=["metric","k","gate","uncertainty","iterations","seed","label"];function suggestion(e,t){return t.startsWith("known metrics")?suggestMetric(e):""}const wi=[...bi,...Object.keys(yi)];function parseMetricEntry(e,t){const n=[];const fail=(e,r)=>{n.push({path:[...t,...e],message:r});return{problems:n}};if(typeof e==="string"){const t=parseMetricName(e);if(typeof t==="string")return fail([],`unknown metric ${errors_showValue(e)}${suggestion(e,t)} (${t})`);const r=mi[t.family];if(t.k==="k")return fail([],`metric ${errors_showValue(e)} needs a number for k: write e.g. "${r.family==="pass-hat"?"pass^4":`${r.stem}@4`}", or the long form { metric: ${e}, k: 4 }`);if(r.required.length>0)return fail([],`metric ${errors_showValue(e)} needs ${r.required.join(", ")}: use the long form { metric: ${e}, ${r.required[0]}: [...] }`);const s={family:t.family,...t.k!==undefined?{k:t.k}:{},label:"",gate:true,uncertainty:"posterior",iterations:di,seed:hi};return{spec:{...s,label:metricLabel(s)},problems:n}}if(e===null||typeof e!=="object"||Array.isArray(e))return fail([],`expected a metric name (e.g. "pass@4") or a mapping with a "metric" key; got ${errors_showValue(e)}`);const r=e;for(const e of Object.keys(r))if(!wi.includes(e))fail([e],`unknown key ${errors_showValue(e)}${didYouMean(e,wi)}`);if(n.length>0)return{problems:n};const s=r.metric;if(typeof s!=="string")return fail(["metric"],s===undefined?'is required (the metric name, e.g. "g-pass@k")':`expected a metric name; got ${errors_showValue(s)}`);const i=parseMetricName(s);if(typeof i==="string")return fail(["metric"],`unknown metric ${errors_showValue(s)}${suggestion(s,i)} (${i})`);const o=mi[i.family];const a=o.needsK?`${o.family==="pass-hat"?"pass^k":`${o.stem}@k`}`:o.stem;let c;if(r.k!==undefined){if(!o.needsK)fail(["k"],`option "k" does not apply to ${a}; got ${errors_showValue(r.k)}`);else if(!isPositiveInteger(r.k))fail(["k"],`must be a positive integer; got ${errors_showValue(r.k)}`);else if(typeof i.k==="number"&&i.k!==r.k)fail(["k"],`${errors_showValue(r.k)} disagrees with the metric name ${errors_showValue(s)}`);else c=r.k}else if(typeof i.k==="number")c=i.k;else if(o.needsK)fail(["k"],`is required for ${errors_showValue(s)} (a positive integer)`);const l={family:i.family,label:"",gate:true,uncertainty:"posterior",iterations:di,seed:hi};if(c!==undefined)l.k=c;if(r.gate!==undefined){if(typeof r.gate!=="boolean")fail(["gate"],`must be true or false; got ${errors_showValue(r.gate)}`);else l.gate=r.gate}if(r.uncertainty!==undefined){if(r.uncertainty!=="posterior"&&r.uncertainty!=="bootstrap")fail(["uncertainty"],`must be "posterior" or "bootstrap"; got ${errors_showValue(r.uncertainty)}`);else l.uncertainty=r.uncertainty}for(const e of["iterations","seed"]){const t=r[e];if(t===undefined)continue;if(l.uncertainty!=="bootstrap"){fail([e],`applies only with "uncertainty: bootstrap"; got ${errors_showValue(t)}`);continue}if(e==="iterations"){if(!isPositiveInteger(t)||t<2||t>1e6)fail([e],`must be an integer in [2, 1000000]; got ${errors_showValue(t)}`);else l.iterations=t}else if(typeof t!=="number"||!Number.isSafeInteger(t))fail([e],`must be an integer; got ${errors_showValue(t)}`);else l.seed=t}for(const[e,t]of Object.entries(yi)){const n=r[e];if(n===undefined)continue;if(!o.options.includes(t)){fail([e],`option "${e}" does not apply to ${a}; got ${errors_showValue(n)}`);continue}const s=checkOption(t,n,c);if(s!==undefined)fail([e],s);else l[t]=n}for(const e of o.required)if(l[e]===undefined&&!n.some(e=>e.path.length>t.length))fail([e],`is required for ${a}`);if(r.label!==undefined){if(typeof r.label!=="string"||r.label.trim()===""||r.label.length>100)fail(["label"],`must be a non-empty string of at most 100 characters; got ${errors_showValue(r.label)}`);else l.label=r.label.trim()}if(n.length>0)return{problems:n};if(l.label==="")l.label=metricLabel(l);return{spec:l,problems:n}}function isPositiveInteger(e){return typeof e==="number"&&Number.isSafeInteger(e)&&e>=1}function isFiniteNumber(e){return typeof e==="number"&&Number.isFinite(e)}function numberList(e){return Array.isArray(e)&&e.every(isFiniteNumber)}function checkOption(e,t,n){switch(e){case"tau":return isFiniteNumber(t)&&t>=0&&t<=1?undefined:`must be a number in [0, 1]; got ${errors_showValue(t)}`;case"alpha0":case"beta0":return isFiniteNumber(t)&&t>0?undefined:`must be a number > 0; got ${errors_showValue(t)}`;case"passPower":case"unanimousPower":return isFiniteNumber(t)&&t>=0?undefined:`must be a number >= 0; got ${errors_showValue(t)}`;case"lam":return isFiniteNumber(t)&&t>=0&&t<=1?undefined:`must be a number in [0, 1]; got ${errors_showValue(t)}`;case"w":return numberList(t)&&t.length>=2?undefined:`must be a list of at least 2 numbers (the score of each category 0..C); got ${errors_showValue(t)}`;case"R0":return typeof t==="string"&&t.trim()!==""?undefined:`must be a file path (prior outcomes, one row per question); got ${errors_showValue(t)}`;case"weights":{if(!numberList(t)||t.some(e=>e<0))return`must be a list of non-negative numbers; got ${errors_showValue(t)}`;if(n!==undefined&&t.length!==n)return`must have k = ${n} entries; got ${t.length}: ${errors_showValue(t)}`;const e=t.reduce((e,t)=>e+t,0);return e<=1+1e-12?undefined:`must sum to at most 1; got ${errors_showValue(t)} (sum ${e})`}case"bounds":return numberList(t)&&t.length===2&&t[0]<t[1]?undefined:`must be [lo, hi] with lo < hi; got ${errors_showValue(t)}`}}function formatPath(e){let t="";for(const n of e){if(typeof n==="number")t+=`[${n}]`;else if(/^[A-Za-z_][\w-]*$/.test(n))t+=t===""?n:`.${n}`;else t+=`[${JSON.stringify(n)}]`}return t}function valueAt(e,t){let n=e;for(const e of t){if(n===null||typeof n!=="object")return undefined;n=n[e]}return n}function throwProblems(e,t){if(e.length===0)return;const n=e.map((e,n)=>({p:e,i:n,...t(e.path)}));n.sort((e,t)=>e.offset-t.offset||e.i-t.i);const{p:r,where:s}=n[0];const i=formatPath(r.path);const o=e.length>1?` (and ${e.length-1} more problem${e.length>2?"s":""})`:"";const a=[s,i].filter(e=>e!=="").join(": ");throw new ConfigError(`${a===""?"":`${a}: `}${r.message}${o}`,i)}const _i=".github/scorio.yml";const ki=.95;const Si=.95;const $i=50;const Ai=1e6;const Ei=["auto","csv-wide","csv-long","jsonl-long","json","npy","npz","counts-csv","counts-jsonl","inspect-eval","inspect-json","opencompass","lm-eval"];const Ti=schemas_number().refine(Number.isFinite,{error:"must be a finite number"});const xi=Ti.gt(0).lt(1);const Ni=union([schemas_string().min(1),array(schemas_string().min(1)).min(1)],{error:"expected a file path or glob, or a list of them"});const Ii=strictObject({name:schemas_string().trim().min(1).max(200),baseline:Ni,candidate:Ni,format:schemas_enum(Ei).optional(),weights:array(Ti).min(2).optional(),metrics:array(unknown()).min(1).optional(),margin:Ti.min(0).optional(),threshold:Ti.optional(),header:union([schemas_boolean(),literal("auto")]).optional(),delimiter:schemas_enum([",","\t",";"]).optional(),categories:schemas_number().int().min(1).max(1e3).optional(),"id-column":schemas_string().min(1).optional(),"trial-column":schemas_string().min(1).optional(),"outcome-column":schemas_string().min(1).optional(),"count-column":schemas_string().min(1).optional(),scorer:schemas_string().min(1).optional(),labels:record(schemas_string(),union([schemas_number().int().min(0),schemas_null()])).optional(),"sample-metric":schemas_string().min(1).optional(),filter:schemas_string().min(1).optional(),member:schemas_string().min(1).optional(),"prior-member":schemas_string().min(1).optional(),"max-unzipped-bytes":schemas_number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional()});const Li=strictObject({confidence:xi.optional(),rule:schemas_enum(["overlap","z"]).optional(),"min-confidence":Ti.gt(.5).lt(1).optional(),margin:Ti.min(0).optional(),align:schemas_enum(["strict","intersect"]).optional(),"allow-outside-workspace":schemas_boolean().optional(),metrics:array(unknown()).min(1).optional(),benchmarks:array(Ii).min(1)});const Ci=Object.keys(Li.shape);const Oi=Object.keys(Ii.shape);function zodProblems(e,t){return e.issues.map(e=>{const n=e.path.filter(e=>typeof e!=="symbol");const r=valueAt(t,n);if(r===undefined&&e.code!=="unrecognized_keys")return{path:n,message:"is required"};switch(e.code){case"unrecognized_keys":{const t=e.keys[0]??"";const r=n.length===0?Ci:Oi;return{path:[...n,t],message:`unknown key ${errors_showValue(t)}${didYouMean(t,r)}`}}case"invalid_type":return{path:n,message:`expected ${e.expected}; got ${errors_showValue(r)}`};case"invalid_value":return{path:n,message:`must be one of ${e.values.map(e=>errors_showValue(e)).join(", ")}; got ${errors_showValue(r)}${typeof r==="string"?didYouMean(r,e.values.map(String)):""}`};case"too_small":case"too_big":{const t=e.code==="too_small"?e.minimum:e.maximum;const s=e.code==="too_small"?e.inclusive?">=":">":e.inclusive?"<=":"<";if(e.origin==="array")return{path:n,message:`must have ${s} ${t} entries; got ${errors_showValue(r)}`};if(e.origin==="string")return{path:n,message:`must have ${s} ${t} characters; got ${errors_showValue(r)}`};return{path:n,message:`must be ${s} ${t}; got ${errors_showValue(r)}`}}default:return{path:n,message:`${e.message.replace(/^Invalid input: /,"")}; got ${errors_showValue(r)}`}}})}function asList(e){return typeof e==="string"?[e]:e}function parseConfig(e,t){if(e.length>Ai)throw new ConfigError(`${t}: the config is ${e.length} characters; the limit is ${Ai}`,t);const n=new c.HN;const r=(0,c.Tp)(e,{lineCounter:n,uniqueKeys:true,prettyErrors:false,logLevel:"error"});const s=r.errors[0];if(s){const e=n.linePos(s.pos[0]);const r=`${t}:${e.line}:${e.col}`;throw new ConfigError(`${r}: invalid YAML: ${s.message.split("\n")[0]}`,t)}let i;try{i=r.toJS({maxAliasCount:$i})}catch(e){throw new ConfigError(`${t}: invalid YAML: ${e.message.split("\n")[0]}`,t)}const locate=e=>{for(let s=e.length;s>=0;s--){const i=r.getIn(e.slice(0,s),true);if(i&&typeof i==="object"&&Array.isArray(i.range))return{where:`${t}:${n.linePos(i.range[0]).line}`,offset:i.range[0]}}return{where:t,offset:0}};if(i===null||typeof i!=="object"||Array.isArray(i))throw new ConfigError(`${t}: expected a mapping with a "benchmarks" list; got ${errors_showValue(i)}`,t);const o=Li.safeParse(i);if(!o.success)throwProblems(zodProblems(o.error,i),locate);const a=o.data;const l=[];const parseList=(e,t)=>{const n=[];e.forEach((e,r)=>{const s=parseMetricEntry(e,[...t,r]);l.push(...s.problems);if(s.spec){if(n.some(e=>e.label===s.spec?.label))l.push({path:[...t,r],message:`duplicate metric ${errors_showValue(s.spec.label)} (give one of them a "label")`});n.push(s.spec)}});return n};const u=a.metrics?parseList(a.metrics,["metrics"]):undefined;const f=new Set;const d=a.benchmarks.map((e,t)=>{if(f.has(e.name))l.push({path:["benchmarks",t,"name"],message:`duplicate benchmark name ${errors_showValue(e.name)}`});f.add(e.name);const n=e.metrics?parseList(e.metrics,["benchmarks",t,"metrics"]):u??parseList(["bayes"],["benchmarks",t,"metrics"]);const r={...e.format!==undefined?{format:e.format}:{},...e.threshold!==undefined?{threshold:e.threshold}:{},...e.header!==undefined?{header:e.header}:{},...e.delimiter!==undefined?{delimiter:e.delimiter}:{},...e.categories!==undefined?{categories:e.categories}:{},...e["id-column"]!==undefined?{idColumn:e["id-column"]}:{},...e["trial-column"]!==undefined?{trialColumn:e["trial-column"]}:{},...e["outcome-column"]!==undefined?{outcomeColumn:e["outcome-column"]}:{},...e["count-column"]!==undefined?{countColumn:e["count-column"]}:{},...e.scorer!==undefined?{scorer:e.scorer}:{},...e.labels!==undefined?{labels:e.labels}:{},...e["sample-metric"]!==undefined?{metric:e["sample-metric"]}:{},...e.filter!==undefined?{filter:e.filter}:{},...e.member!==undefined?{member:e.member}:{},...e["prior-member"]!==undefined?{priorMember:e["prior-member"]}:{},...e["max-unzipped-bytes"]!==undefined?{maxUnzippedBytes:e["max-unzipped-bytes"]}:{}};return{name:e.name,path:formatPath(["benchmarks",t]),baseline:asList(e.baseline),candidate:asList(e.candidate),read:r,...e.weights!==undefined?{weights:e.weights}:{},...e.margin!==undefined?{margin:e.margin}:{},metrics:n}});throwProblems(l,locate);return{file:t,confidence:a.confidence??ki,rule:a.rule??"overlap",minConfidence:a["min-confidence"]??Si,margin:a.margin??0,align:a.align??"strict",allowOutsideWorkspace:a["allow-outside-workspace"]===true,benchmarks:d}}const Ri={baseline:"baseline",candidate:"candidate",format:"format",metrics:"metric",weights:"weights",confidence:"confidence",rule:"rule",minConfidence:"min-confidence",margin:"margin",align:"align",allowOutsideWorkspace:"allow-outside-workspace"};function overrideName(e,t){return t==="flag"?`--${Ri[e]}`:`input "${Ri[e]==="metric"?"metrics":Ri[e]}"`}function bad(e,t,n){const r=overrideName(e,t);throw new ConfigError(`${r}: ${n}`,r)}function benchmarkNameFromPath(e){if(/[*?[\]{}]/.test(e))return"eval";const t=e.split(/[\\/]/).pop()??e;const n=t.replace(/\.[^.]+$/,"");return n===""?"eval":n}function applyOverrides(e,t,n={}){const r=n.source??"flag";const s=t;if(s.confidence!==undefined&&!(s.confidence>0&&s.confidence<1))bad("confidence",r,`must be a number in (0, 1); got ${errors_showValue(s.confidence)}`);if(s.minConfidence!==undefined&&!(s.minConfidence>.5&&s.minConfidence<1))bad("minConfidence",r,`must be a number in (0.5, 1); got ${errors_showValue(s.minConfidence)}`);if(s.margin!==undefined&&!(s.margin>=0&&Number.isFinite(s.margin)))bad("margin",r,`must be a number >= 0; got ${errors_showValue(s.margin)}`);if(s.rule!==undefined&&s.rule!=="overlap"&&s.rule!=="z")bad("rule",r,`must be "overlap" or "z"; got ${errors_showValue(s.rule)}${didYouMean(s.rule,["overlap","z"])}`);if(s.align!==undefined&&s.align!=="strict"&&s.align!=="intersect")bad("align",r,`must be "strict" or "intersect"; got ${errors_showValue(s.align)}${didYouMean(s.align,["strict","intersect"])}`);if(s.format!==undefined&&!Ei.includes(s.format))bad("format",r,`must be one of ${Ei.join(", ")}; got ${errors_showValue(s.format)}${didYouMean(s.format,Ei)}`);if(s.weights!==undefined&&(s.weights.length<2||!s.weights.every(Number.isFinite)))bad("weights",r,`must be at least 2 numbers, e.g. 0,0.5,1; got ${errors_showValue(s.weights)}`);if(s.baseline!==undefined&&s.baseline.trim()==="")bad("baseline",r,"must not be empty");if(s.candidate!==undefined&&s.candidate.trim()==="")bad("candidate",r,"must not be empty");let i;if(s.metrics!==undefined&&s.metrics.length>0){i=[];for(const e of s.metrics){const t=parseMetricEntry(e,[]);const n=t.problems[0];if(n)bad("metrics",r,n.message);const s=t.spec;if(i.some(e=>e.label===s.label))bad("metrics",r,`duplicate metric ${errors_showValue(e)}`);i.push(s)}}let o;const a=s.baseline!==undefined||s.candidate!==undefined;if(e){if(a&&e.benchmarks.length!==1)bad(s.baseline!==undefined?"baseline":"candidate",r,`${e.file??"the config"} has ${e.benchmarks.length} benchmarks; baseline/candidate overrides need a config with exactly one benchmark, or no config`);o=e.benchmarks.map(e=>({...e,...s.baseline!==undefined?{baseline:[s.baseline]}:{},...s.candidate!==undefined?{candidate:[s.candidate]}:{},...a?{pathSource:{baseline:s.baseline!==undefined?r:e.pathSource?.baseline??"config",candidate:s.candidate!==undefined?r:e.pathSource?.candidate??"config"}}:{},...s.format!==undefined?{read:{...e.read,format:s.format}}:{},...s.weights!==undefined?{weights:s.weights}:{},...i!==undefined?{metrics:i}:{}}))}else{if(s.baseline===undefined)bad("baseline",r,"is required (or give a config file)");if(s.candidate===undefined)bad("candidate",r,"is required (or give a config file)");const e=parseMetricEntry("bayes",[]).spec;o=[{name:benchmarkNameFromPath(s.candidate),path:r==="flag"?"flags":"inputs",baseline:[s.baseline],candidate:[s.candidate],pathSource:{baseline:r,candidate:r},read:s.format!==undefined?{format:s.format}:{},...s.weights!==undefined?{weights:s.weights}:{},metrics:i??[e]}]}return{...e?.file!==undefined?{file:e.file}:{},confidence:s.confidence??e?.confidence??ki,rule:s.rule??e?.rule??"overlap",minConfidence:s.minConfidence??e?.minConfidence??Si,margin:s.margin??e?.margin??0,align:s.align??e?.align??"strict",allowOutsideWorkspace:s.allowOutsideWorkspace===true||e?.allowOutsideWorkspace===true,benchmarks:o}}function isCountTable(e){return typeof e==="object"&&e!==null&&"counts"in e&&e.counts instanceof Float64Array&&"trials"in e&&"categories"in e}function questionCount(e){return e.trials.length}function rectangularTrials(e){const{trials:t}=e;if(t.length===0)return undefined;const n=t[0];for(let e=1;e<t.length;e++)if(t[e]!==n)return undefined;return n}function trialRange(e){let t=Infinity;let n=-Infinity;for(const r of e.trials){if(r<t)t=r;if(r>n)n=r}return{min:t,max:n}}function observedLabels(e){const{categories:t,counts:n}=e;const r=new Array(t).fill(false);for(let e=0;e<n.length;e++)if(n[e]>0)r[e%t]=true;const s=[];for(let e=0;e<t;e++)if(r[e])s.push(e);return s}function countOf(e,t,n){return n<e.categories?e.counts[t*e.categories+n]:0}function rowIds(e){const t=new Array(e);for(let n=0;n<e;n++)t[n]=String(n+1);return t}function badCell(e,t){if(typeof t==="number"&&!Number.isFinite(t))throw new errors_ValidationError(`${e} must contain only finite values; got ${errors_showValue(t)}.`,e);if(typeof t==="number"&&!Number.isInteger(t))throw new errors_ValidationError(`${e} must contain only integer-valued entries; got ${errors_showValue(t)}.`,e);if(typeof t==="number")throw new errors_ValidationError(`Entries of ${e} must be non-negative integer labels; got ${errors_showValue(t)}.`,e);throw new errors_ValidationError(`${e} must contain only numeric or boolean values; got ${errors_showValue(t)}.`,e)}function countTableFromMatrix(e,t={}){const n=t.name??"R";if(e===null||typeof e!=="object"||typeof e.length!=="number")throw new errors_ValidationError(`${n} must be a matrix (an array of rows); got ${errors_showValue(e)}.`,n);const r=e.length>0&&!isRowLike(e[0])?[e]:e;const s=r.length;if(s===0)throw new errors_ValidationError(`${n} must contain at least one question (M >= 1).`,n);if(t.ids!==undefined&&t.ids.length!==s)throw new errors_ValidationError(`ids must have one entry per row of ${n} (${s}); got ${t.ids.length}.`,"ids");let i=2;let o=new Float64Array(s*i);const a=new Float64Array(s);for(let e=0;e<s;e++){const c=r[e];if(!isRowLike(c))throw new errors_ValidationError(`${n} row ${e} must be an array; got ${errors_showValue(c)}.`,n);const l=c.length;let u=0;let f=e*i;for(let t=0;t<l;t++){let r=c[t];if(r===null||r===undefined)continue;if(typeof r==="boolean")r=r?1:0;if(typeof r!=="number"||r>>>0!==r)badCell(n,r);if(r>=i){const t=growCategories(o,s,i,r+1);o=t;i=r+1;f=e*i}o[f+r]=o[f+r]+1;u++}if(u===0&&!t.allowEmptyRows)throw new errors_ValidationError(l===0?`${n} must contain at least one trial (N >= 1).`:`${n} row ${e} has no trials (every cell is missing).`,n);a[e]=u}return{ids:t.ids?[...t.ids]:rowIds(s),categories:i,counts:o,trials:a}}function isRowLike(e){return Array.isArray(e)||ArrayBuffer.isView(e)||typeof e==="object"&&e!==null&&typeof e.length==="number"}function growCategories(e,t,n,r){const s=new Float64Array(t*r);for(let i=0;i<t;i++)s.set(e.subarray(i*n,i*n+n),i*r);return s}function toCountTable(e,t="R"){if(isCountTable(e)){if(e.trials.length===0)throw new errors_ValidationError(`${t} must contain at least one question (M >= 1).`,t);return e}return countTableFromMatrix(e,{name:t})}class CountTableBuilder{index=new Map;idList=[];k=2;capacity=64;countsBuf=new Float64Array(this.capacity*this.k);trialsBuf=new Float64Array(this.capacity);get size(){return this.idList.length}row(e){let t=this.index.get(e);if(t===undefined){t=this.idList.length;if(t===this.capacity)this.resize(this.capacity*2,this.k);this.index.set(e,t);this.idList.push(e)}return t}has(e){return this.index.has(e)}add(e,t,n=1){this.addAt(this.row(e),t,n)}addAt(e,t,n=1){if(t>=this.k)this.resize(this.capacity,t+1);const r=e*this.k+t;this.countsBuf[r]=this.countsBuf[r]+n;this.trialsBuf[e]=this.trialsBuf[e]+n}countOf(e,t){const n=this.index.get(e);if(n===undefined||t>=this.k)return 0;return this.countsBuf[n*this.k+t]}resize(e,t){const n=new Float64Array(e*t);const r=this.idList.length;for(let e=0;e<r;e++)n.set(this.countsBuf.subarray(e*this.k,e*this.k+this.k),e*t);const s=new Float64Array(e);s.set(this.trialsBuf.subarray(0,r));this.countsBuf=n;this.trialsBuf=s;this.capacity=e;this.k=t}build(){const e=this.idList.length;return{ids:[...this.idList],categories:this.k,counts:this.countsBuf.slice(0,e*this.k),trials:this.trialsBuf.slice(0,e)}}}function mergeCountTables(e){if(e.length===1)return e[0];const t=new CountTableBuilder;for(const n of e){for(let e=0;e<n.ids.length;e++){const r=t.row(n.ids[e]);for(let s=0;s<n.categories;s++){const i=n.counts[e*n.categories+s];if(i>0)t.addAt(r,s,i)}}}return t.build()}function selectRows(e,t){const n=new Map;e.ids.forEach((e,t)=>n.set(e,t));const r=t.map(e=>{const t=n.get(e);if(t===undefined)throw new errors_ValidationError(`question id ${errors_showValue(e)} is not in the table.`,"ids");return t});return rowsAt(e,r)}function rowsAt(e,t){const n=e.categories;const r=t.length;const s=new Float64Array(r*n);const i=new Float64Array(r);const o=new Array(r);for(let a=0;a<r;a++){const r=t[a];s.set(e.counts.subarray(r*n,r*n+n),a*n);i[a]=e.trials[r];o[a]=e.ids[r]}return{ids:o,categories:n,counts:s,trials:i}}function isUnsignedIntArray(e){return e instanceof Uint8Array||e instanceof Uint8ClampedArray||e instanceof Uint16Array||e instanceof Uint32Array}function countTableFromDense(e,t,n,r={}){const s=r.name??"R";const i=r.order??"row";if(!Number.isInteger(t)||t<1)throw new ValidationError(`rows must be an integer >= 1; got ${showValue(t)}.`,"rows");if(!Number.isInteger(n)||n<1)throw new ValidationError(`cols must be an integer >= 1; got ${showValue(n)}.`,"cols");if(e===null||typeof e!=="object"||e.length!==t*n)throw new ValidationError(`${s} must hold rows x cols = ${t*n} values; got ${showValue(e?.length)}.`,s);if(r.ids!==undefined&&r.ids.length!==t)throw new ValidationError(`ids must have one entry per row of ${s} (${t}); got ${r.ids.length}.`,"ids");const o=r.missing;const a=isUnsignedIntArray(e)&&o===undefined;const c=i==="row"?n:1;const l=i==="row"?1:t;let u=2;let f=new Float64Array(t*2);const d=new Float64Array(t);for(let r=0;r<t;r++){const i=r*c;let h=0;let p=true;if(a){let t=0;for(let r=0,s=i;r<n;r++,s+=l){const n=e[s];h+=n;t|=n}p=t<=1}else{for(let t=0,r=i;t<n;t++,r+=l){const t=e[r];if(t===1)h++;else if(t!==0){p=false;break}}}if(p){f[r*u]=n-h;f[r*u+1]=h;d[r]=n;continue}let m=0;for(let a=0,c=i;a<n;a++,c+=l){const n=e[c];if(Number.isNaN(n)||n===o)continue;if(n>>>0!==n)badCell(s,n);if(n>=u){f=growCategories(f,t,u,n+1);u=n+1}f[r*u+n]=f[r*u+n]+1;m++}if(m===0)throw new ValidationError(`${s} row ${r} has no trials (every cell is missing).`,s);d[r]=m}return{ids:r.ids?[...r.ids]:rowIds(t),categories:u,counts:f,trials:d}}const Pi=5;function alignTables(e,t,n={}){const r=n.mode??"strict";const s=n.baselineName??"baseline";const i=n.candidateName??"candidate";const o=new Set(t.ids);const a=new Set(e.ids);const c=[];const l=[];for(const t of e.ids)(o.has(t)?c:l).push(t);const u=t.ids.filter(e=>!a.has(e));if(r==="strict"&&(l.length>0||u.length>0)){const e=[];if(l.length>0)e.push(`${l.length} question id(s) of ${s} missing from ${i} (${listIds(l)})`);if(u.length>0)e.push(`${u.length} question id(s) of ${i} missing from ${s} (${listIds(u)})`);throw new InputError({file:i},`question ids differ from ${s}: ${e.join("; ")}. `+`${c.length} question(s) are common; set align: intersect to compare only those.`)}if(c.length===0)throw new InputError({file:i},`no question id in common with ${s} (${e.ids.length} vs ${t.ids.length} questions; `+`first ids ${listIds(e.ids)} vs ${listIds(t.ids)}).`);const f=Math.max(e.categories,t.categories);return{baseline:withCategories(selectRows(e,c),f),candidate:withCategories(selectRows(t,c),f),ids:c,onlyInBaseline:l,onlyInCandidate:u}}function listIds(e){const t=e.slice(0,Pi).map(errors_showValue).join(", ");return e.length>Pi?`first: ${t}, ...`:t}function withCategories(e,t){const n=e.categories;if(t===n)return e;if(t<n)throw new RangeError(`withCategories: cannot shrink ${n} categories to ${t}`);const r=e.trials.length;const s=new Float64Array(r*t);for(let i=0;i<r;i++)s.set(e.counts.subarray(i*n,i*n+n),i*t);return{ids:e.ids,categories:t,counts:s,trials:e.trials}}const zi=e(import.meta.url)("fs");var Mi=r.t(zi,2);const ji=e(import.meta.url)("path");const Bi=e(import.meta.url)("url");const Fi=e(import.meta.url)("module");var Di=(0,Fi.createRequire)(import.meta.url);function cleanPath(e){let t=(0,ji.normalize)(e);if(t.length>1&&t[t.length-1]===ji.sep)t=t.substring(0,t.length-1);return t}const Ui=/[\\/]/g;function convertSlashes(e,t){return e.replace(Ui,t)}const Vi=/^[a-z]:[\\/]$/i;function isRootDirectory(e){return e==="/"||Vi.test(e)}function normalizePath(e,t){const{resolvePaths:n,normalizePath:r,pathSeparator:s}=t;const i=process.platform==="win32"&&e.includes("/")||e.startsWith(".");if(n)e=(0,ji.resolve)(e);if(r||i)e=cleanPath(e);if(e===".")return"";const o=e[e.length-1]!==s;return convertSlashes(o?e+s:e,s)}function joinPathWithBasePath(e,t){return t+e}function joinPathWithRelativePath(e,t){return function(n,r){const s=r.startsWith(e);if(s)return r.slice(e.length)+n;else return convertSlashes((0,ji.relative)(e,r),t.pathSeparator)+t.pathSeparator+n}}function joinPath(e){return e}function joinDirectoryPath(e,t,n){return t+e+n}function build$7(e,t){const{relativePaths:n,includeBasePath:r}=t;return n&&e?joinPathWithRelativePath(e,t):r?joinPathWithBasePath:joinPath}function pushDirectoryWithRelativePath(e){return function(t,n){n.push(t.substring(e.length)||".")}}function pushDirectoryFilterWithRelativePath(e){return function(t,n,r){const s=t.substring(e.length)||".";if(r.every(e=>e(s,true)))n.push(s)}}const pushDirectory=(e,t)=>{t.push(e||".")};const pushDirectoryFilter=(e,t,n)=>{const r=e||".";if(n.every(e=>e(r,true)))t.push(r)};const empty$2=()=>{};function build$6(e,t){const{includeDirs:n,filters:r,relativePaths:s}=t;if(!n)return empty$2;if(s)return r&&r.length?pushDirectoryFilterWithRelativePath(e):pushDirectoryWithRelativePath(e);return r&&r.length?pushDirectoryFilter:pushDirectory}const pushFileFilterAndCount=(e,t,n,r)=>{if(r.every(t=>t(e,false)))n.files++};const pushFileFilter=(e,t,n,r)=>{if(r.every(t=>t(e,false)))t.push(e)};const pushFileCount=(e,t,n,r)=>{n.files++};const pushFile=(e,t)=>{t.push(e)};const empty$1=()=>{};function build$5(e){const{excludeFiles:t,filters:n,onlyCounts:r}=e;if(t)return empty$1;if(n&&n.length)return r?pushFileFilterAndCount:pushFileFilter;else if(r)return pushFileCount;else return pushFile}const getArray=e=>e;const getArrayGroup=()=>[""].slice(0,0);function build$4(e){return e.group?getArrayGroup:getArray}const groupFiles=(e,t,n)=>{e.push({directory:t,files:n,dir:t})};const empty=()=>{};function build$3(e){return e.group?groupFiles:empty}const resolveSymlinksAsync=function(e,t,n){const{queue:r,fs:s,options:{suppressErrors:i}}=t;r.enqueue();s.realpath(e,(o,a)=>{if(o)return r.dequeue(i?null:o,t);s.stat(a,(s,o)=>{if(s)return r.dequeue(i?null:s,t);if(o.isDirectory()&&dist_isRecursive(e,a,t))return r.dequeue(null,t);n(o,a);r.dequeue(null,t)})})};const resolveSymlinks=function(e,t,n){const{queue:r,fs:s,options:{suppressErrors:i}}=t;r.enqueue();try{const r=s.realpathSync(e);const i=s.statSync(r);if(i.isDirectory()&&dist_isRecursive(e,r,t))return;n(i,r)}catch(e){if(!i)throw e}};function build$2(e,t){if(!e.resolveSymlinks||e.excludeSymlinks)return null;return t?resolveSymlinks:resolveSymlinksAsync}function dist_isRecursive(e,t,n){if(n.options.useRealPaths)return isRecursiveUsingRealPaths(t,n);let r=(0,ji.dirname)(e);let s=1;while(r!==n.root&&s<2){const e=n.symlinks.get(r);const i=!!e&&(e===t||e.startsWith(t)||t.startsWith(e));if(i)s++;else r=(0,ji.dirname)(r)}n.symlinks.set(e,t);return s>1}function isRecursiveUsingRealPaths(e,t){return t.visited.includes(e+t.options.pathSeparator)}const onlyCountsSync=e=>e.counts;const groupsSync=e=>e.groups;const defaultSync=e=>e.paths;const limitFilesSync=e=>e.paths.slice(0,e.options.maxFiles);const onlyCountsAsync=(e,t,n)=>{report(t,n,e.counts,e.options.suppressErrors);return null};const defaultAsync=(e,t,n)=>{report(t,n,e.paths,e.options.suppressErrors);return null};const limitFilesAsync=(e,t,n)=>{report(t,n,e.paths.slice(0,e.options.maxFiles),e.options.suppressErrors);return null};const groupsAsync=(e,t,n)=>{report(t,n,e.groups,e.options.suppressErrors);return null};function report(e,t,n,r){if(e&&!r)t(e,n);else t(null,n)}function build$1(e,t){const{onlyCounts:n,group:r,maxFiles:s}=e;if(n)return t?onlyCountsSync:onlyCountsAsync;else if(r)return t?groupsSync:groupsAsync;else if(s)return t?limitFilesSync:limitFilesAsync;else return t?defaultSync:defaultAsync}const qi={withFileTypes:true};const walkAsync=(e,t,n,r,s)=>{e.queue.enqueue();if(r<0)return e.queue.dequeue(null,e);const{fs:i}=e;e.visited.push(t);e.counts.directories++;i.readdir(t||".",qi,(t,i=[])=>{s(i,n,r);e.queue.dequeue(e.options.suppressErrors?null:t,e)})};const walkSync=(e,t,n,r,s)=>{const{fs:i}=e;if(r<0)return;e.visited.push(t);e.counts.directories++;let o=[];try{o=i.readdirSync(t||".",qi)}catch(t){if(!e.options.suppressErrors)throw t}s(o,n,r)};function build(e){return e?walkSync:walkAsync}var Ki=class{count=0;constructor(e){this.onQueueEmpty=e}enqueue(){this.count++;return this.count}dequeue(e,t){if(this.onQueueEmpty&&(--this.count<=0||e)){this.onQueueEmpty(e,t);if(e){t.controller.abort();this.onQueueEmpty=void 0}}}};var Zi=class{_files=0;_directories=0;set files(e){this._files=e}get files(){return this._files}set directories(e){this._directories=e}get directories(){return this._directories}get dirs(){return this._directories}};var Hi=class{aborted=false;abort(){this.aborted=true}};var Gi=class{root;isSynchronous;state;joinPath;pushDirectory;pushFile;getArray;groupFiles;resolveSymlink;walkDirectory;callbackInvoker;constructor(e,t,n){this.isSynchronous=!n;this.callbackInvoker=build$1(t,this.isSynchronous);this.root=normalizePath(e,t);this.state={root:isRootDirectory(this.root)?this.root:this.root.slice(0,-1),paths:[""].slice(0,0),groups:[],counts:new Zi,options:t,queue:new Ki((e,t)=>this.callbackInvoker(t,e,n)),symlinks:new Map,visited:[""].slice(0,0),controller:new Hi,fs:t.fs||Mi};this.joinPath=build$7(this.root,t);this.pushDirectory=build$6(this.root,t);this.pushFile=build$5(t);this.getArray=build$4(t);this.groupFiles=build$3(t);this.resolveSymlink=build$2(t,this.isSynchronous);this.walkDirectory=build(this.isSynchronous)}start(){this.pushDirectory(this.root,this.state.paths,this.state.options.filters);this.walkDirectory(this.state,this.root,this.root,this.state.options.maxDepth,this.walk);return this.isSynchronous?this.callbackInvoker(this.state,null):null}walk=(e,t,n)=>{const{paths:r,options:{filters:s,resolveSymlinks:i,excludeSymlinks:o,exclude:a,maxFiles:c,signal:l,useRealPaths:u,pathSeparator:f},controller:d}=this.state;if(d.aborted||l&&l.aborted||c&&r.length>c)return;const h=this.getArray(this.state.paths);for(let c=0;c<e.length;++c){const l=e[c];if(l.isFile()||l.isSymbolicLink()&&!i&&!o){const e=this.joinPath(l.name,t);this.pushFile(e,h,this.state.counts,s)}else if(l.isDirectory()){let e=joinDirectoryPath(l.name,t,this.state.options.pathSeparator);if(a&&a(l.name,e))continue;this.pushDirectory(e,r,s);this.walkDirectory(this.state,e,e,n-1,this.walk)}else if(this.resolveSymlink&&l.isSymbolicLink()){let e=joinPathWithBasePath(l.name,t);this.resolveSymlink(e,this.state,(t,r)=>{if(t.isDirectory()){r=normalizePath(r,this.state.options);if(a&&a(l.name,u?r:e+f))return;this.walkDirectory(this.state,r,u?r:e+f,n-1,this.walk)}else{r=u?r:e;const t=(0,ji.basename)(r);const n=normalizePath((0,ji.dirname)(r),this.state.options);r=this.joinPath(t,n);this.pushFile(r,h,this.state.counts,s)}})}}this.groupFiles(this.state.groups,t,h)}};function dist_promise(e,t){return new Promise((n,r)=>{callback(e,t,(e,t)=>{if(e)return r(e);n(t)})})}function callback(e,t,n){let r=new Gi(e,t,n);r.start()}function sync(e,t){const n=new Gi(e,t);return n.start()}var Wi=class{constructor(e,t){this.root=e;this.options=t}withPromise(){return dist_promise(this.root,this.options)}withCallback(e){callback(this.root,this.options,e)}sync(){return sync(this.root,this.options)}};let Ji=null;try{Di.resolve("picomatch");Ji=Di("picomatch")}catch{}var Yi=class{globCache={};options={maxDepth:Infinity,suppressErrors:true,pathSeparator:ji.sep,filters:[]};globFunction;constructor(e){this.options={...this.options,...e};this.globFunction=this.options.globFunction}group(){this.options.group=true;return this}withPathSeparator(e){this.options.pathSeparator=e;return this}withBasePath(){this.options.includeBasePath=true;return this}withRelativePaths(){this.options.relativePaths=true;return this}withDirs(){this.options.includeDirs=true;return this}withMaxDepth(e){this.options.maxDepth=e;return this}withMaxFiles(e){this.options.maxFiles=e;return this}withFullPaths(){this.options.resolvePaths=true;this.options.includeBasePath=true;return this}withErrors(){this.options.suppressErrors=false;return this}withSymlinks({resolvePaths:e=true}={}){this.options.resolveSymlinks=true;this.options.useRealPaths=e;return this.withFullPaths()}withAbortSignal(e){this.options.signal=e;return this}normalize(){this.options.normalizePath=true;return this}filter(e){this.options.filters.push(e);return this}onlyDirs(){this.options.excludeFiles=true;this.options.includeDirs=true;return this}exclude(e){this.options.exclude=e;return this}onlyCounts(){this.options.onlyCounts=true;return this}crawl(e){return new Wi(e||".",this.options)}withGlobFunction(e){this.globFunction=e;return this}crawlWithOptions(e,t){this.options={...this.options,...t};return new Wi(e||".",this.options)}glob(...e){if(this.globFunction)return this.globWithOptions(e);return this.globWithOptions(e,...[{dot:true}])}globWithOptions(e,...t){const n=this.globFunction||Ji;if(!n)throw new Error("Please specify a glob function to use glob matching.");var r=this.globCache[e.join("\0")];if(!r){r=n(e,...t);this.globCache[e.join("\0")]=r}this.options.filters.push(e=>r(e));return this}};var Qi=r(4006);const Xi=Array.isArray;const eo=/\\/g;const to=/^[A-Za-z]:$/;const no=process.platform==="win32";const ro=/^(\/?\.\.)+$/;function getPartialMatcher(e,t={}){const n=e.length;const r=Array(n);const s=Array(n);let i,o;for(i=0;i<n;i++){const n=splitPattern(e[i]);r[i]=n;const a=n.length;const c=Array(a);for(o=0;o<a;o++)c[o]=Qi(n[o],t);s[i]=c}return e=>{const a=e.split("/");if(a[0]===".."&&ro.test(e))return true;for(i=0;i<n;i++){const e=r[i];const n=s[i];const c=a.length;const l=Math.min(c,e.length);o=0;while(o<l){const r=e[o];if(r.includes("/"))return true;if(!n[o](a[o]))break;if(!t.noglobstar&&r==="**")return true;o++}if(o===c)return true}return false}}const so=/^[A-Z]:\/$/i;const io=no?e=>so.test(e):e=>e==="/";function buildFormat(e,t,n){if(e===t||t.startsWith(`${e}/`)){if(n){const t=e.length+ +!io(e);return(e,n)=>e.slice(t,n?-1:void 0)||"."}const r=t.slice(e.length+1);if(r)return(e,t)=>{if(e===".")return r;const n=`${r}/${e}`;return t?n.slice(0,-1):n};return(e,t)=>t&&e!=="."?e.slice(0,-1):e}if(n)return t=>ji.posix.relative(e,t)||".";return n=>ji.posix.relative(e,`${t}/${n}`)||"."}function buildRelative(e,t){if(t.startsWith(`${e}/`)){const n=t.slice(e.length+1);return e=>`${n}/${e}`}return n=>{const r=ji.posix.relative(e,`${t}/${n}`);return n[n.length-1]==="/"&&r!==""?`${r}/`:r||"."}}function ensureNonDriveRelativePath(e){return e.replace(to,e=>`${e}/`)}const oo={parts:true};function splitPattern(e){var t;const n=Qi.scan(e,oo);return((t=n.parts)===null||t===void 0?void 0:t.length)?n.parts:[e]}const ao=/\\(?![()[\]{}!+@])/g;function convertPosixPathToPattern(e){return escapePosixPath(e)}function convertWin32PathToPattern(e){return escapeWin32Path(e).replace(ao,"/")}const co=null&&(no?convertWin32PathToPattern:convertPosixPathToPattern);const lo=/(?<!\\)([()[\]{}*?|]|^!|[!+@](?=\()|\\(?![()[\]{}!*+?@|]))/g;const uo=/(?<!\\)([()[\]{}]|^!|[!+@](?=\())/g;const escapePosixPath=e=>e.replace(lo,"\\$&");const escapeWin32Path=e=>e.replace(uo,"\\$&");const fo=no?escapeWin32Path:escapePosixPath;function isDynamicPattern(e,t){if((t===null||t===void 0?void 0:t.caseSensitiveMatch)===false)return true;const n=Qi.scan(e);return n.isGlob||n.negated}function log(...e){console.log(`[tinyglobby ${(new Date).toLocaleTimeString("es")}]`,...e)}function ensureStringArray(e){return typeof e==="string"?[e]:e!==null&&e!==void 0?e:[]}const ho=/^(\/?\.\.)+/;const po=/\\(?=[()[\]{}!*+?@|])/g;function normalizePattern(e,t,n,r){var s;const i=t.cwd;let o=e;if(e[e.length-1]==="/")o=e.slice(0,-1);if(o[o.length-1]!=="*"&&t.expandDirectories)o+="/**";const a=fo(i);o=(0,ji.isAbsolute)(o.replace(po,""))?ji.posix.relative(a,o):ji.posix.normalize(o);const c=(s=ho.exec(o))===null||s===void 0?void 0:s[0];const l=splitPattern(o);if(c){const e=(c.length+1)/3;let t=0;const r=a.split("/");while(t<e&&l[t+e]===r[r.length+t-e]){o=o.slice(0,(e-t-1)*3)+o.slice((e-t)*3+l[t+e].length+1)||".";t++}const s=ji.posix.join(i,c.slice(t*3));if(s[0]!=="."&&n.root.length>s.length){n.root=ensureNonDriveRelativePath(s);n.depthOffset=-e+t}}if(!r&&n.depthOffset>=0){var u;(u=n.commonPath)!==null&&u!==void 0||(n.commonPath=l);const e=[];const t=Math.min(n.commonPath.length,l.length);for(let r=0;r<t;r++){const t=l[r];if(t==="**"&&!l[r+1]){e.pop();break}if(r===l.length-1||t!==n.commonPath[r]||isDynamicPattern(t))break;e.push(t)}n.depthOffset=e.length;n.commonPath=e;n.root=ensureNonDriveRelativePath(e.length>0?ji.posix.join(i,...e):i)}return o}function processPatterns(e,t,n){const r=[];const s=[];for(const t of e.ignore){if(!t)continue;if(t[0]!=="!"||t[1]==="(")s.push(normalizePattern(t,e,n,true))}for(const i of t){if(!i)continue;if(i[0]!=="!"||i[1]==="(")r.push(normalizePattern(i,e,n,false));else if(i[1]!=="!"||i[2]==="(")s.push(normalizePattern(i.slice(1),e,n,true))}return{match:r,ignore:s}}function buildCrawler(e,t){const n=e.cwd;const r={root:n,depthOffset:0};const s=processPatterns(e,t,r);if(e.debug)log("internal processing patterns:",s);const{absolute:i,caseSensitiveMatch:o,debug:a,dot:c,followSymbolicLinks:l,onlyDirectories:u}=e;const f=r.root.replace(eo,"");const d={dot:c,nobrace:e.braceExpansion===false,nocase:!o,noextglob:e.extglob===false,noglobstar:e.globstar===false,posix:true};const h=Qi(s.match,d);const p=Qi(s.ignore,d);const m=getPartialMatcher(s.match,d);const g=buildFormat(n,f,i);const v=i?g:buildFormat(n,f,true);const excludePredicate=(e,t)=>{const n=v(t,true);return n!=="."&&!m(n)||p(n)};let y;if(e.deep!==void 0)y=Math.round(e.deep-r.depthOffset);const b=new Yi({filters:[a?(e,t)=>{const n=g(e,t);const r=h(n)&&!p(n);if(r)log(`matched ${n}`);return r}:(e,t)=>{const n=g(e,t);return h(n)&&!p(n)}],exclude:a?(e,t)=>{const n=excludePredicate(e,t);log(`${n?"skipped":"crawling"} ${t}`);return n}:excludePredicate,fs:e.fs,pathSeparator:"/",relativePaths:!i,resolvePaths:i,includeBasePath:i,resolveSymlinks:l,excludeSymlinks:!l,excludeFiles:u,includeDirs:u||!e.onlyFiles,maxDepth:y,signal:e.signal}).crawl(f);if(e.debug)log("internal properties:",{...r,root:f});return[b,n!==f&&!i&&buildRelative(n,f)]}function formatPaths(e,t){if(t)for(let n=e.length-1;n>=0;n--)e[n]=t(e[n]);return e}const mo={caseSensitiveMatch:true,debug:!!process.env.TINYGLOBBY_DEBUG,expandDirectories:true,followSymbolicLinks:true,onlyFiles:true};function getOptions(e){const t=Object.assign({},e);for(const e in mo)if(t[e]===void 0)Object.assign(t,{[e]:mo[e]});t.cwd=(t.cwd instanceof URL?(0,Bi.fileURLToPath)(t.cwd):(0,ji.resolve)(t.cwd||process.cwd())).replace(eo,"/");t.ignore=ensureStringArray(t.ignore);t.fs&&(t.fs={readdir:t.fs.readdir||zi.readdir,readdirSync:t.fs.readdirSync||zi.readdirSync,realpath:t.fs.realpath||zi.realpath,realpathSync:t.fs.realpathSync||zi.realpathSync,stat:t.fs.stat||zi.stat,statSync:t.fs.statSync||zi.statSync});if(t.debug)log("globbing with options:",t);return t}function getCrawler(e,t={}){var n;if(e&&(t===null||t===void 0?void 0:t.patterns))throw new Error("Cannot pass patterns as both an argument and an option");const r=Xi(e)||typeof e==="string";const s=ensureStringArray((n=r?e:e.patterns)!==null&&n!==void 0?n:"**/*");const i=getOptions(r?t:e);return s.length>0?buildCrawler(i,s):[]}async function glob(e,t){const[n,r]=getCrawler(e,t);return n?formatPaths(await n.withPromise(),r):[]}function globSync(e,t){const[n,r]=getCrawler(e,t);return n?formatPaths(n.sync(),r):[]}const go="\0NaN";const vo="\0Infinity";const yo="\0-Infinity";function common_fail(e,t){throw new InputError(e,t)}const bo=-1;class common_OutcomeParser{threshold;categories;constructor(e){this.threshold=checkThreshold(e.threshold);this.categories=checkCategories(e.categories)}value(e,t){if(e===null||e===undefined)return bo;if(typeof e==="boolean")return e?1:0;if(typeof e==="number")return this.number(e,e,t);if(typeof e==="string")return this.text(e,t);return common_fail(t,`${errors_showValue(e)} is not an outcome (expected an integer label, true/false, or null for a missing trial).`)}text(e,t){const n=e.trim();if(n==="")return bo;if(n===go)return this.number(NaN,"NaN",t);if(n===vo)return this.number(Infinity,"Infinity",t);if(n===yo)return this.number(-Infinity,"-Infinity",t);const r=n.toLowerCase();if(r==="true")return 1;if(r==="false")return 0;if(r==="nan")return this.number(NaN,e,t);if(!_o.test(n))return common_fail(t,`${errors_showValue(e)} is not an outcome (expected an integer label, true/false, or an empty cell for a missing trial).`);return this.number(Number(n),e,t)}number(e,t,n){if(Number.isNaN(e))return common_fail(n,`NaN where an outcome is required (a missing trial is an empty cell, or null in JSON).`);if(!Number.isFinite(e))return common_fail(n,`${errors_showValue(t)} is not a finite outcome.`);if(this.threshold!==undefined)return e>=this.threshold?1:0;if(!Number.isInteger(e)){if(e>0&&e<1)return common_fail(n,`${errors_showValue(t)} is a soft score (a fraction in [0, 1]); set the threshold option to binarize `+`outcomes (outcome >= threshold is correct).`);return common_fail(n,`${errors_showValue(t)} is not an integer label.`)}if(e<0)return common_fail(n,`${errors_showValue(t)} is negative; labels are 0..C.`);if(this.categories!==undefined&&e>=this.categories)return common_fail(n,`${errors_showValue(t)} is outside the labels 0..${this.categories-1} (categories: ${this.categories}).`);if(e>wo)return common_fail(n,`${errors_showValue(t)} is too large for a category label (at most ${wo}); is this column an outcome?`);return e}}function fastLabelMax(e){if(e.threshold!==undefined)return-1;return Math.min((e.categories??Infinity)-1,wo)}const wo=1e3;const _o=/^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;function checkThreshold(e){if(e===undefined)return undefined;if(typeof e!=="number"||!Number.isFinite(e))throw new errors_ValidationError(`threshold must be a finite number; got ${errors_showValue(e)}.`,"threshold");return e}function checkCategories(e){if(e===undefined)return undefined;if(typeof e!=="number"||!Number.isInteger(e)||e<1||e>wo+1)throw new errors_ValidationError(`categories must be an integer in 1..${wo+1}; got ${errors_showValue(e)}.`,"categories");return e}async function openInput(e){try{const t=await(0,o.open)(e,"r");const n=await t.stat();if(n.isDirectory()){await t.close();return common_fail({file:e},"is a directory, not a file.")}return t}catch(t){if(t instanceof InputError)throw t;return common_fail({file:e},`cannot be read (${describeIoError(t)}).`)}}function describeIoError(e){const t=e.code;if(t==="ENOENT")return"no such file";if(t==="EACCES"||t==="EPERM")return"permission denied";if(t==="EISDIR")return"is a directory";return typeof t==="string"?t:String(e.message??e)}async function readHead(e,t){const n=await openInput(e);try{const e=Buffer.alloc(t);const{bytesRead:r}=await n.read(e,0,t,0);return e.subarray(0,r)}finally{await n.close()}}function stripBom(e){return e.charCodeAt(0)===65279?e.slice(1):e}function finishTable(e,t,n){if(e.ids.length===0)common_fail({file:t},"contains no questions.");let r=e;if(n.categories!==undefined&&n.categories>r.categories)r=withCategories(r,n.categories);const s=[];for(let e=0;e<r.trials.length;e++){const n=r.trials[e];if(n===0)s.push(e);else if(n>Number.MAX_SAFE_INTEGER)common_fail({file:t},`question ${errors_showValue(r.ids[e])} has ${n} trials, more than can be counted exactly (${Number.MAX_SAFE_INTEGER}).`)}if(s.length===0)return r;if(s.length===r.ids.length)common_fail({file:t},`no question has any outcome (all ${r.ids.length} are missing every trial).`);const i=s.slice(0,5).map(e=>errors_showValue(r.ids[e])).join(", ");n.warnings.push(`${t}: ${s.length} question(s) have no outcome in any trial and are left out (${i}${s.length>5?", ...":""}).`);const o=new Uint8Array(r.ids.length).fill(1);for(const e of s)o[e]=0;return keepRows(r,o)}function keepRows(e,t){const n=[];for(let r=0;r<e.ids.length;r++)if(t[r])n.push(r);return rowsAt(e,n)}function singleResult(e,t,n,r,s={}){return{table:n,...s.prior?{prior:s.prior}:{},...s.weights?{weights:s.weights}:{},files:[e],formats:[t],warnings:r}}function extensionOf(e){const t=e.slice(e.lastIndexOf("/")+1);const n=t.lastIndexOf(".");return n<=0?"":t.slice(n).toLowerCase()}function columnField(e){return`column ${errors_showValue(e)}`}async function streamFile(e,t,n=4<<20){const r=await openInput(e);try{const s=Buffer.allocUnsafe(n);let i=0;for(;;){let o;try{o=(await r.read(s,0,n,null)).bytesRead}catch(t){return common_fail({file:e},`cannot be read (${describeIoError(t)}).`)}if(o===0)break;i+=o;t(s.subarray(0,o))}return i}finally{await r.close()}}const ko=Object.freeze({C:1,I:0,N:0});const So=Object.freeze({C:2,P:1,I:0,N:0});const $o=Object.freeze([0,.5,1]);class PartialCreditError extends InputError{name="PartialCreditError"}function labelMapping(e){const t=e.labels??ko;let n=1;for(const[e,r]of Object.entries(t)){if(r===null)continue;if(typeof r!=="number"||!Number.isInteger(r)||r<0||r>wo)throw new errors_ValidationError(`labels[${errors_showValue(e)}] must be a category 0..${wo} or null (missing); got ${errors_showValue(r)}.`,"labels");n=Math.max(n,r)}const r=e.categories??n+1;if(r<n+1)throw new errors_ValidationError(`categories (${r}) is too small for the labels mapping (largest category ${n}).`,"categories");return{labels:t,explicit:e.labels!==undefined,categories:r}}function inspectTable(e,t,n,r){const{labels:s,explicit:i,categories:o}=labelMapping(n);const a=new common_OutcomeParser({...n,categories:o});const c=e.samples;if(c.length===0)common_fail({file:t,record:e.source},"has no samples.");const l=[];const u=[];const f=new Set;c.forEach((n,r)=>{const s={file:t,record:`${e.source}[${r}]`};if(n===null||typeof n!=="object"||Array.isArray(n))common_fail(s,`expected a sample object; got ${errors_showValue(n)}.`);const i=n;let o;if(typeof i.id==="string"&&i.id!=="")o=i.id;else if(typeof i.id==="number"&&Number.isFinite(i.id))o=String(i.id);else return common_fail({...s,field:"id"},`${errors_showValue(i.id)} is not a sample id.`);const a=i.epoch===undefined?1:i.epoch;if(typeof a!=="number"||!Number.isInteger(a)||a<1)common_fail({...s,field:"epoch"},`${errors_showValue(a)} is not an epoch (an integer >= 1).`);l.push({id:o,epoch:a});const c=i.scores;if(c!==null&&c!==undefined){if(typeof c!=="object"||Array.isArray(c))common_fail({...s,field:"scores"},`expected an object of scores; got ${errors_showValue(c)}.`);for(const e of Object.keys(c))if(!f.has(e)){f.add(e);u.push(e)}}});const d=[...u,...(e.headerScorers??[]).filter(e=>!f.has(e))];let h;if(n.scorer!==undefined){if(!f.has(n.scorer))return common_fail({file:t,field:`scorer ${errors_showValue(n.scorer)}`},d.length===0?"no sample in this log has any score (no scorer ran).":`no such scorer in this log (option scorer); it has ${d.map(errors_showValue).join(", ")}.`);h=n.scorer}else if(u.length===1)h=u[0];else if(u.length===0)return common_fail({file:t,record:e.source},"no scorer in this log: no sample has a score, so there is no matrix to read.");else return common_fail({file:t,record:e.source},`has ${u.length} scorers (${u.map(errors_showValue).join(", ")}); set the scorer option to choose one.`);const p=new Map;let m=0;let g=0;let v=0;c.forEach((n,r)=>{const o=n;const c=l[r];const u=`scores.${h}.value`;const f={file:t,record:`${e.source}[${r}] id ${errors_showValue(c.id)} epoch ${c.epoch}`,field:u};const d=o.scores?.[h];let y=bo;let b=null;if(d===undefined||d===null){if(o.error!==undefined&&o.error!==null)m++;else g++}else{if(typeof d!=="object"||Array.isArray(d)||!("value"in d))common_fail({...f,field:`scores.${h}`},`expected a score object with a value; got ${errors_showValue(d)}.`);b=d.value;y=scoreLabel(b,s,i,a,f);if(y===bo)g++}const k=`${c.id}\0${c.epoch}`;const S=p.get(k);if(S===undefined){p.set(k,{label:y,index:r,shown:b});return}v++;if(S.label===y)return;if(S.label===bo){p.set(k,{label:y,index:r,shown:b});return}if(y===bo)return;common_fail(f,`duplicate sample (id ${errors_showValue(c.id)}, epoch ${c.epoch}) with a different value: `+`${errors_showValue(b)} here, ${errors_showValue(S.shown)} at ${e.source}[${S.index}].`)});const y=new CountTableBuilder;const b=new Set(l.map(e=>e.id));for(const t of e.sampleIds??[]){const e=typeof t==="number"?String(t):typeof t==="string"?t:undefined;if(e!==undefined&&b.has(e))y.row(e)}for(const[e,t]of p){const n=e.slice(0,e.indexOf("\0"));const r=y.row(n);if(t.label!==bo)y.addAt(r,t.label)}if(v>0)r.push(`${t}: ${v} duplicate (id, epoch) sample entries were read once.`);if(m>0)r.push(`${t}: ${m} sample(s) had an error and no score; counted as missing trials.`);if(g>0)r.push(`${t}: ${g} sample(s) have no ${errors_showValue(h)} score (absent, null or NaN); counted as missing trials.`);return finishTable(y.build(),t,{categories:o,warnings:r})}function scoreLabel(e,t,n,r,s){if(e===null||e===go)return bo;if(e===vo||e===yo)return common_fail(s,`${e.slice(1)} is not a score.`);if(typeof e==="boolean")return e?1:0;if(typeof e==="number")return r.number(e,e,s);if(typeof e==="string"){if(Object.hasOwn(t,e)){const n=t[e];return n===null||n===undefined?bo:n}if(e==="P"&&!n)throw new PartialCreditError(s,`"P" (partial credit) needs a category: the default labels are binary (C=1, I=0, N=0). `+`Set labels to { C: 2, P: 1, I: 0, N: 0 } to keep partial credit as a middle category, `+`or map P to 0 or 1 to fold it; use the same labels for baseline and candidate.`);return common_fail(s,`${errors_showValue(e)} is not a known score value; the labels option maps ${Object.keys(t).map(errors_showValue).join(", ")}.`)}return common_fail(s,`${errors_showValue(e)} is not a score this reader can count (expected C/P/I/N, a number or a boolean).`)}const Ao=10;const Eo=13;const To=34;const xo=4<<20;const No=256<<20;class CsvRow{buf=Buffer.alloc(0);count=0;lineStart=0;lineEnd=0;delimiter=44;line=0;starts=new Int32Array(64);ends=new Int32Array(64);quoted=new Uint8Array(64);text(e){const t=this.starts[e];const n=this.ends[e];const r=this.buf.toString("utf8",t,n);return this.quoted[e]===2?r.replaceAll('""','"'):r}isEmpty(e){const t=this.starts[e];const n=this.ends[e];for(let e=t;e<n;e++)if(this.buf[e]!==32)return false;return true}digits(e){const t=this.starts[e];const n=this.ends[e];if(n===t||n-t>9)return-1;const r=this.buf;let s=0;for(let e=t;e<n;e++){const t=r[e]-48;if(t<0||t>9)return-1;s=s*10+t}return s}sameBytes(e,t,n){const r=this.starts[e];if(this.ends[e]-r!==n)return false;const s=this.buf;for(let e=0;e<n;e++)if(s[r+e]!==t[e])return false;return true}split(){if(this.count>=0)return;const e=this.buf;const t=this.delimiter;const n=this.lineEnd;let r=0;let s=this.lineStart;for(let i=s;;i++){if(i===n||e[i]===t){if(r===this.starts.length)this.grow();this.starts[r]=s;this.ends[r]=i;this.quoted[r]=0;r++;s=i+1;if(i===n)break}}this.count=r}grow(){const e=this.starts.length*2;const t=new Int32Array(e);t.set(this.starts);const n=new Int32Array(e);n.set(this.ends);const r=new Uint8Array(e);r.set(this.quoted);this.starts=t;this.ends=n;this.quoted=r}}async function readCsvRows(e,t,n){const r=await openInput(e);const s=t.chunkSize??xo;try{return await tokenize(e,t.delimiter,s,t.lazy===true,n,async(t,n,s)=>{try{const{bytesRead:e}=await r.read(t,n,s,null);return e}catch(t){return common_fail({file:e},`cannot be read (${describeIoError(t)}).`)}})}finally{await r.close()}}function specials(e){const t=new Uint8Array(256);t[e]=1;t[Ao]=1;t[Eo]=1;t[To]=1;return t}async function tokenize(e,t,n,r,s,i){const o=specials(t);const a=new CsvRow;a.delimiter=t;let c=Buffer.allocUnsafe(n*2);let l=0;let u=false;let f=1;let d=0;let h=0;let p=true;for(;;){if(!u){if(l>No)common_fail({file:e,line:f},`a row longer than ${No} bytes (no line end in sight): not a CSV/TSV file?`);if(c.length-l<n){const e=Buffer.allocUnsafe(Math.max(c.length*2,l+n));c.copy(e,0,0,l);c=e}const t=await i(c,l,Math.min(n,c.length-l));if(t===0)u=true;l+=t;h+=t}let m=0;if(p){if(l<3&&!u)continue;if(l===0)common_fail({file:e},"the file is empty.");if(l>=3&&c[0]===239&&c[1]===187&&c[2]===191)m=3;p=false}a.buf=c;let g=false;let v=-1;for(;;){if(r){if(v<m){const e=c.indexOf(To,m);v=e<0||e>=l?l:e}let e=c.indexOf(Ao,m);if(e>=l)e=-1;if(e<0&&!u)break;const t=e<0?l:e;if(v>=t){let n=t;if(n>m&&c[n-1]===Eo)n--;if(n>m){a.count=-1;a.lineStart=m;a.lineEnd=n;a.line=f;d++;if(s(a)===false){g=true;break}}f++;m=e<0?l:e+1;if(m>=l)break;continue}}const n=m;const i=f;let h=0;let p=m;let y=false;let b=0;for(;;){if(h===a.starts.length)a.grow();if(p<l&&c[p]===To){let n=p+1;let r=false;let s=-1;while(n<l){const e=c.indexOf(To,n);if(e<0||e>=l)break;if(e+1<l&&c[e+1]===To){r=true;n=e+2;continue}if(e+1>=l&&!u)break;s=e;break}if(s<0){if(u)common_fail({file:e,line:i},`unterminated quoted field (a " opened in cell ${h+1} is never closed).`);break}for(let e=p+1;e<s;e++)if(c[e]===Ao)b++;a.starts[h]=p+1;a.ends[h]=s;a.quoted[h]=r?2:1;h++;p=s+1;if(p>=l){if(!u)break;y=true;break}const o=c[p];if(o===t){p++;continue}if(o===Ao||o===Eo&&p+1<l&&c[p+1]===Ao){p+=o===Eo?2:1;y=true;break}if(o===Eo&&p+1>=l&&!u)break;if(o===Eo){p++;y=true;break}common_fail({file:e,line:i+b},`unexpected ${errors_showValue(String.fromCharCode(o))} after the closing quote of cell ${h}.`)}const n=p;while(p<l&&o[c[p]]===0)p++;if(p>=l){if(!u)break;a.starts[h]=n;a.ends[h]=p;a.quoted[h]=0;h++;y=true;break}const r=c[p];if(r===t){a.starts[h]=n;a.ends[h]=p;a.quoted[h]=0;h++;p++;continue}if(r===Ao){a.starts[h]=n;a.ends[h]=p;a.quoted[h]=0;h++;p++;y=true;break}if(r===Eo){if(p+1>=l&&!u)break;a.starts[h]=n;a.ends[h]=p;a.quoted[h]=0;h++;p+=p+1<l&&c[p+1]===Ao?2:1;y=true;break}while(p<l&&c[p]!==t&&c[p]!==Ao&&c[p]!==Eo)p++;if(p>=l&&!u)break;a.starts[h]=n;a.ends[h]=p;a.quoted[h]=0;h++;if(p>=l){y=true;break}if(c[p]===t){p++;continue}if(c[p]===Eo&&p+1>=l&&!u)break;p+=c[p]===Eo&&p+1<l&&c[p+1]===Ao?2:1;y=true;break}if(!y){m=n;f=i;break}f=i+b+1;m=p;const k=h===1&&a.quoted[0]===0&&a.ends[0]===a.starts[0];if(!k){a.count=h;a.line=i;d++;if(s(a)===false){g=true;break}}if(m>=l)break}if(g||u&&m>=l)break;if(u&&m<l){common_fail({file:e,line:f},"could not parse the last row.")}c.copy(c,0,m,l);l-=m}return{rows:d,bytes:h}}function delimiterFor(e,t,n){if(t!==undefined)return t.charCodeAt(0);const r=e.toLowerCase();if(r.endsWith(".tsv")||r.endsWith(".tab"))return 9;let s=0;let i=0;let o=0;for(const e of n){if(e===Ao)break;if(e===9)s++;else if(e===44)i++;else if(e===59)o++}if(i===0&&s>0)return 9;if(i===0&&o>0)return 59;return 44}class ByteIdIndex{builder;decode;arena=new Uint8Array(1<<16);arenaUsed=0;offsets=new Int32Array(1024);lengths=new Int32Array(1024);rows=new Int32Array(1024);keys=0;slots=new Int32Array(2048);constructor(e,t){this.builder=e;this.decode=t}row(e,t,n){let r=2166136261;for(let s=t;s<n;s++)r=Math.imul(r^e[s],16777619);const s=this.slots.length-1;const i=n-t;for(let o=r&s;;o=o+1&s){const r=this.slots[o]-1;if(r<0)return this.insert(o,e,t,n);if(this.lengths[r]===i){const n=this.offsets[r];let s=true;for(let r=0;r<i;r++)if(this.arena[n+r]!==e[t+r]){s=false;break}if(s)return this.rows[r]}}}insert(e,t,n,r){const s=this.builder.row(this.decode(t,n,r));const i=r-n;if(this.arenaUsed+i>this.arena.length){const e=new Uint8Array(Math.max(this.arena.length*2,this.arenaUsed+i));e.set(this.arena.subarray(0,this.arenaUsed));this.arena=e}this.arena.set(t.subarray(n,r),this.arenaUsed);const o=this.keys++;if(o===this.offsets.length){this.offsets=grow(this.offsets);this.lengths=grow(this.lengths);this.rows=grow(this.rows)}this.offsets[o]=this.arenaUsed;this.lengths[o]=i;this.rows[o]=s;this.arenaUsed+=i;this.slots[e]=o+1;if(this.keys*2>this.slots.length)this.rehash();return s}rehash(){const e=new Int32Array(this.slots.length*2);const t=e.length-1;for(let n=0;n<this.keys;n++){const r=this.offsets[n];const s=r+this.lengths[n];let i=2166136261;for(let e=r;e<s;e++)i=Math.imul(i^this.arena[e],16777619);let o=i&t;while(e[o]!==0)o=o+1&t;e[o]=n+1}this.slots=e}}function grow(e){const t=new Int32Array(e.length*2);t.set(e);return t}function readLongCsv(e,t={}){return readColumns(e,t,"csv-long")}function readCountsCsv(e,t={}){return readColumns(e,t,"counts-csv")}async function readColumns(e,t,n){const r=[];const s=new common_OutcomeParser(t);const i=fastLabelMax(s);const o=await readHead(e,64*1024);const a=delimiterFor(e,t.delimiter,o);const c=new CountTableBuilder;const l=n==="counts-csv";let u;let f=-1;let d=-1;let h=-1;let p="";let m="";let g="";let v=0;const y=new ByteIdIndex(c,(t,n,r)=>{const s=Buffer.from(t.buffer,t.byteOffset+n,r-n).toString("utf8").trim();if(s==="")common_fail({file:e,line:v,field:columnField(p)},"empty question id.");return s});const rowOf=t=>{v=t.line;if(t.quoted[f]!==0){const n=t.text(f).trim();if(n==="")common_fail({file:e,line:t.line,field:columnField(p)},"empty question id.");return c.row(n)}return y.row(t.buf,t.starts[f],t.ends[f])};await readCsvRows(e,{delimiter:a,lazy:true},n=>{n.split();if(u===undefined){u=Array.from({length:n.count},(e,t)=>n.text(t).trim());p=t.idColumn??"question_id";m=t.outcomeColumn??"outcome";g=t.countColumn??"count";f=findColumn(u,p,"idColumn",e,n.line);d=findColumn(u,m,"outcomeColumn",e,n.line);if(l)h=findColumn(u,g,"countColumn",e,n.line);return}if(n.count!==u.length)common_fail({file:e,line:n.line},`row has ${n.count} cell(s), expected ${u.length} as in the header.`);const r=rowOf(n);let o=n.digits(d);if(o<0||o>i){o=s.text(n.text(d),{file:e,line:n.line,field:columnField(m)});if(o===bo){if(l)common_fail({file:e,line:n.line,field:columnField(m)},"empty outcome; every count-table row needs an outcome.");return}}if(!l){c.addAt(r,o);return}let a=n.digits(h);if(a<0)a=parseCount(n.text(h),e,n.line,g);if(a>0)c.addAt(r,o,a)});if(u===undefined)common_fail({file:e},"contains no rows.");if(c.size===0)common_fail({file:e},"has a header row but no data rows.");const b=finishTable(c.build(),e,{categories:s.categories,warnings:r});return singleResult(e,n,b,r)}function findColumn(e,t,n,r,s){const i=e.indexOf(t);if(i<0)common_fail({file:r,line:s,field:columnField(t)},`no such column (option ${n}); the header has ${e.map(errors_showValue).join(", ")}.`);return i}function parseCount(e,t,n,r){const s=e.trim();const i=s===""?NaN:Number(s);if(!Number.isInteger(i)||i<0)common_fail({file:t,...n!==undefined?{line:n}:{},field:columnField(r)},`${errors_showValue(e)} is not a count (a non-negative integer).`);if(!Number.isSafeInteger(i))tooLarge(e,{file:t,line:n,field:r});return i}function tooLarge(e,t){return common_fail({file:t.file,...t.line!==undefined?{line:t.line}:{},field:columnField(t.field)},`${errors_showValue(e)} is too large for a count (at most ${Number.MAX_SAFE_INTEGER}).`)}function parseCountValue(e,t){if(typeof e==="number"&&Number.isInteger(e)&&e>=0)return Number.isSafeInteger(e)?e:tooLarge(e,t);if(typeof e==="string")return parseCount(e,t.file,t.line,t.field);return common_fail({file:t.file,line:t.line,field:columnField(t.field)},`${errors_showValue(e)} is not a count (a non-negative integer).`)}const Io={name:"csv-long",extensions:[".csv",".tsv",".tab"],sniff:e=>{const t=firstLineCells(e);return t.includes("outcome")&&!t.includes("count")},read:readLongCsv};const Lo={name:"counts-csv",extensions:[".csv",".tsv",".tab"],sniff:e=>{const t=firstLineCells(e);return t.includes("outcome")&&t.includes("count")},read:readCountsCsv};function firstLineCells(e){let t=Buffer.from(e.buffer,e.byteOffset,e.byteLength).toString("utf8");if(t.charCodeAt(0)===65279)t=t.slice(1);const n=t.indexOf("\n");const r=(n<0?t:t.slice(0,n)).replace(/\r$/,"");return r.split(/[,\t;]/).map(e=>e.trim().replace(/^"|"$/g,"").toLowerCase())}const Co=new Set(["id","question_id","question"]);async function readWideCsv(e,t={}){const n=[];const r=new common_OutcomeParser(t);const s=await readHead(e,64*1024);const i=delimiterFor(e,t.delimiter,s);const o=new CountTableBuilder;const a=[];let c=-1;let l=0;let u=-1;let f;let d=0;const h=t.header??"auto";const p=fastLabelMax(r);const isOutcomeText=(e,t)=>{if(e.isEmpty(t)||e.digits(t)>=0)return true;return Oo.test(e.text(t).trim())};const m=new Float64Array(wo+1);let g=-1;const fieldOf=e=>f?columnField(f[e]??""):`column ${e+1}`;const register=(t,n)=>{if(t==="")common_fail({file:e,line:n,field:columnField(f?.[u]??"id")},`empty question id.`);if(o.has(t))common_fail({file:e,line:n,field:columnField(f?.[u]??"id")},`duplicate question id ${errors_showValue(t)} (first on line ${a[o.row(t)]}); `+`in a wide file each question is one row.`);const r=o.row(t);a[r]=n;for(let e=0;e<=g;e++){const t=m[e];if(t>0){o.addAt(r,e,t);m[e]=0}}g=-1};const ragged=(t,n)=>common_fail({file:e,line:n},`row has ${t} cell(s), expected ${c} as on line ${l}; a missing trial must be `+`an empty cell (e.g. "1,0,,1"), rows are never padded.`);const slowCell=(t,n,s)=>{const i=r.text(t,{file:e,line:n,field:fieldOf(s)});if(i===bo)return;m[i]=m[i]+1;if(i>g)g=i};const onLine=e=>{const t=e.buf;const n=e.lineEnd;let r=e.lineStart;let s=0;let o=0;let a=0;for(;;){const c=r;let l=0;let f=true;while(r<n){const e=t[r];if(e===i)break;const n=e-48;if(n<0||n>9)f=false;l=l*10+n;r++}if(s===u){o=c;a=r}else if(r>c){if(f&&r-c<10&&l<=p){m[l]=m[l]+1;if(l>g)g=l}else slowCell(t.toString("utf8",c,r),e.line,s)}s++;if(r>=n)break;r++}if(s!==c)ragged(s,e.line);register(u>=0?t.toString("utf8",o,a).trim():String(++d),e.line)};const onData=e=>{if(e.count<0)return onLine(e);if(e.count!==c)ragged(e.count,e.line);for(let t=0;t<c;t++){if(t===u)continue;const n=e.digits(t);if(n>=0&&n<=p){m[n]=m[n]+1;if(n>g)g=n}else slowCell(e.text(t),e.line,t)}register(u>=0?e.text(u).trim():String(++d),e.line)};await readCsvRows(e,{delimiter:i,lazy:true},n=>{if(c<0){n.split();c=n.count;l=n.line;let r=h===true;if(h==="auto")for(let e=0;e<n.count&&!r;e++)r=!isOutcomeText(n,e);if(r){f=Array.from({length:n.count},(e,t)=>n.text(t).trim());if(t.idColumn!==undefined){u=f.indexOf(t.idColumn);if(u<0)common_fail({file:e,line:n.line,field:columnField(t.idColumn)},`no such column (idColumn); the header has ${f.map(errors_showValue).join(", ")}.`)}else if(Co.has((f[0]??"").toLowerCase()))u=0;return}if(t.idColumn!==undefined)common_fail({file:e,line:n.line},`idColumn ${errors_showValue(t.idColumn)} is set but the first row is not a header.`)}onData(n)});if(c<0)common_fail({file:e},"contains no rows.");if(o.size===0)common_fail({file:e},"has a header row but no data rows.");if(c-(u>=0?1:0)===0)common_fail({file:e},"has no trial columns.");const v=finishTable(o.build(),e,{categories:r.categories,warnings:n});return singleResult(e,"csv-wide",v,n)}const Oo=/^(?:[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|true|false|nan|NaN|TRUE|FALSE|True|False)$/;const Ro={name:"csv-wide",extensions:[".csv",".tsv",".tab"],sniff:()=>true,read:readWideCsv};class NonBufferedString{constructor(){this.decoder=new TextDecoder("utf-8",{fatal:true});this.pending=[];this.string="";this.byteLength=0}appendChar(e){this.pending.push(String.fromCharCode(e));this.byteLength+=1}appendBuf(e,t=0,n=e.length){this.pending.push(this.decoder.decode(e.subarray(t,n)));this.byteLength+=n-t}appendCharCode(e){this.pending.push(String.fromCharCode(e))}reset(){this.pending=[];this.string="";this.byteLength=0}toString(){if(this.pending.length>0){this.string+=this.pending.join("");this.pending=[]}return this.string}}class BufferedString{constructor(e){this.decoder=new TextDecoder("utf-8",{fatal:true});this.bufferOffset=0;this.string="";this.byteLength=0;this.buffer=new Uint8Array(e)}appendChar(e){if(this.bufferOffset>=this.buffer.length)this.flushStringBuffer();this.buffer[this.bufferOffset++]=e;this.byteLength+=1}appendBuf(e,t=0,n=e.length){const r=n-t;if(this.bufferOffset+r>this.buffer.length)this.flushStringBuffer();if(r>this.buffer.length){this.string+=this.decoder.decode(e.subarray(t,n));this.byteLength+=r;return}this.buffer.set(e.subarray(t,n),this.bufferOffset);this.bufferOffset+=r;this.byteLength+=r}appendCharCode(e){this.flushStringBuffer();this.string+=String.fromCharCode(e)}flushStringBuffer(){this.string+=this.decoder.decode(this.buffer.subarray(0,this.bufferOffset));this.bufferOffset=0}reset(){this.string="";this.bufferOffset=0;this.byteLength=0}toString(){this.flushStringBuffer();return this.string}}var Po;(function(e){e[e["LEFT_BRACE"]=0]="LEFT_BRACE";e[e["RIGHT_BRACE"]=1]="RIGHT_BRACE";e[e["LEFT_BRACKET"]=2]="LEFT_BRACKET";e[e["RIGHT_BRACKET"]=3]="RIGHT_BRACKET";e[e["COLON"]=4]="COLON";e[e["COMMA"]=5]="COMMA";e[e["TRUE"]=6]="TRUE";e[e["FALSE"]=7]="FALSE";e[e["NULL"]=8]="NULL";e[e["STRING"]=9]="STRING";e[e["NUMBER"]=10]="NUMBER";e[e["SEPARATOR"]=11]="SEPARATOR"})(Po||(Po={}));const zo=Po;var Mo;(function(e){e[e["BACKSPACE"]=8]="BACKSPACE";e[e["FORM_FEED"]=12]="FORM_FEED";e[e["NEWLINE"]=10]="NEWLINE";e[e["CARRIAGE_RETURN"]=13]="CARRIAGE_RETURN";e[e["TAB"]=9]="TAB";e[e["SPACE"]=32]="SPACE";e[e["EXCLAMATION_MARK"]=33]="EXCLAMATION_MARK";e[e["QUOTATION_MARK"]=34]="QUOTATION_MARK";e[e["NUMBER_SIGN"]=35]="NUMBER_SIGN";e[e["DOLLAR_SIGN"]=36]="DOLLAR_SIGN";e[e["PERCENT_SIGN"]=37]="PERCENT_SIGN";e[e["AMPERSAND"]=38]="AMPERSAND";e[e["APOSTROPHE"]=39]="APOSTROPHE";e[e["LEFT_PARENTHESIS"]=40]="LEFT_PARENTHESIS";e[e["RIGHT_PARENTHESIS"]=41]="RIGHT_PARENTHESIS";e[e["ASTERISK"]=42]="ASTERISK";e[e["PLUS_SIGN"]=43]="PLUS_SIGN";e[e["COMMA"]=44]="COMMA";e[e["HYPHEN_MINUS"]=45]="HYPHEN_MINUS";e[e["FULL_STOP"]=46]="FULL_STOP";e[e["SOLIDUS"]=47]="SOLIDUS";e[e["DIGIT_ZERO"]=48]="DIGIT_ZERO";e[e["DIGIT_ONE"]=49]="DIGIT_ONE";e[e["DIGIT_TWO"]=50]="DIGIT_TWO";e[e["DIGIT_THREE"]=51]="DIGIT_THREE";e[e["DIGIT_FOUR"]=52]="DIGIT_FOUR";e[e["DIGIT_FIVE"]=53]="DIGIT_FIVE";e[e["DIGIT_SIX"]=54]="DIGIT_SIX";e[e["DIGIT_SEVEN"]=55]="DIGIT_SEVEN";e[e["DIGIT_EIGHT"]=56]="DIGIT_EIGHT";e[e["DIGIT_NINE"]=57]="DIGIT_NINE";e[e["COLON"]=58]="COLON";e[e["SEMICOLON"]=59]="SEMICOLON";e[e["LESS_THAN_SIGN"]=60]="LESS_THAN_SIGN";e[e["EQUALS_SIGN"]=61]="EQUALS_SIGN";e[e["GREATER_THAN_SIGN"]=62]="GREATER_THAN_SIGN";e[e["QUESTION_MARK"]=63]="QUESTION_MARK";e[e["COMMERCIAL_AT"]=64]="COMMERCIAL_AT";e[e["LATIN_CAPITAL_LETTER_A"]=65]="LATIN_CAPITAL_LETTER_A";e[e["LATIN_CAPITAL_LETTER_B"]=66]="LATIN_CAPITAL_LETTER_B";e[e["LATIN_CAPITAL_LETTER_C"]=67]="LATIN_CAPITAL_LETTER_C";e[e["LATIN_CAPITAL_LETTER_D"]=68]="LATIN_CAPITAL_LETTER_D";e[e["LATIN_CAPITAL_LETTER_E"]=69]="LATIN_CAPITAL_LETTER_E";e[e["LATIN_CAPITAL_LETTER_F"]=70]="LATIN_CAPITAL_LETTER_F";e[e["LATIN_CAPITAL_LETTER_G"]=71]="LATIN_CAPITAL_LETTER_G";e[e["LATIN_CAPITAL_LETTER_H"]=72]="LATIN_CAPITAL_LETTER_H";e[e["LATIN_CAPITAL_LETTER_I"]=73]="LATIN_CAPITAL_LETTER_I";e[e["LATIN_CAPITAL_LETTER_J"]=74]="LATIN_CAPITAL_LETTER_J";e[e["LATIN_CAPITAL_LETTER_K"]=75]="LATIN_CAPITAL_LETTER_K";e[e["LATIN_CAPITAL_LETTER_L"]=76]="LATIN_CAPITAL_LETTER_L";e[e["LATIN_CAPITAL_LETTER_M"]=77]="LATIN_CAPITAL_LETTER_M";e[e["LATIN_CAPITAL_LETTER_N"]=78]="LATIN_CAPITAL_LETTER_N";e[e["LATIN_CAPITAL_LETTER_O"]=79]="LATIN_CAPITAL_LETTER_O";e[e["LATIN_CAPITAL_LETTER_P"]=80]="LATIN_CAPITAL_LETTER_P";e[e["LATIN_CAPITAL_LETTER_Q"]=81]="LATIN_CAPITAL_LETTER_Q";e[e["LATIN_CAPITAL_LETTER_R"]=82]="LATIN_CAPITAL_LETTER_R";e[e["LATIN_CAPITAL_LETTER_S"]=83]="LATIN_CAPITAL_LETTER_S";e[e["LATIN_CAPITAL_LETTER_T"]=84]="LATIN_CAPITAL_LETTER_T";e[e["LATIN_CAPITAL_LETTER_U"]=85]="LATIN_CAPITAL_LETTER_U";e[e["LATIN_CAPITAL_LETTER_V"]=86]="LATIN_CAPITAL_LETTER_V";e[e["LATIN_CAPITAL_LETTER_W"]=87]="LATIN_CAPITAL_LETTER_W";e[e["LATIN_CAPITAL_LETTER_X"]=88]="LATIN_CAPITAL_LETTER_X";e[e["LATIN_CAPITAL_LETTER_Y"]=89]="LATIN_CAPITAL_LETTER_Y";e[e["LATIN_CAPITAL_LETTER_Z"]=90]="LATIN_CAPITAL_LETTER_Z";e[e["LEFT_SQUARE_BRACKET"]=91]="LEFT_SQUARE_BRACKET";e[e["REVERSE_SOLIDUS"]=92]="REVERSE_SOLIDUS";e[e["RIGHT_SQUARE_BRACKET"]=93]="RIGHT_SQUARE_BRACKET";e[e["CIRCUMFLEX_ACCENT"]=94]="CIRCUMFLEX_ACCENT";e[e["LOW_LINE"]=95]="LOW_LINE";e[e["GRAVE_ACCENT"]=96]="GRAVE_ACCENT";e[e["LATIN_SMALL_LETTER_A"]=97]="LATIN_SMALL_LETTER_A";e[e["LATIN_SMALL_LETTER_B"]=98]="LATIN_SMALL_LETTER_B";e[e["LATIN_SMALL_LETTER_C"]=99]="LATIN_SMALL_LETTER_C";e[e["LATIN_SMALL_LETTER_D"]=100]="LATIN_SMALL_LETTER_D";e[e["LATIN_SMALL_LETTER_E"]=101]="LATIN_SMALL_LETTER_E";e[e["LATIN_SMALL_LETTER_F"]=102]="LATIN_SMALL_LETTER_F";e[e["LATIN_SMALL_LETTER_G"]=103]="LATIN_SMALL_LETTER_G";e[e["LATIN_SMALL_LETTER_H"]=104]="LATIN_SMALL_LETTER_H";e[e["LATIN_SMALL_LETTER_I"]=105]="LATIN_SMALL_LETTER_I";e[e["LATIN_SMALL_LETTER_J"]=106]="LATIN_SMALL_LETTER_J";e[e["LATIN_SMALL_LETTER_K"]=107]="LATIN_SMALL_LETTER_K";e[e["LATIN_SMALL_LETTER_L"]=108]="LATIN_SMALL_LETTER_L";e[e["LATIN_SMALL_LETTER_M"]=109]="LATIN_SMALL_LETTER_M";e[e["LATIN_SMALL_LETTER_N"]=110]="LATIN_SMALL_LETTER_N";e[e["LATIN_SMALL_LETTER_O"]=111]="LATIN_SMALL_LETTER_O";e[e["LATIN_SMALL_LETTER_P"]=112]="LATIN_SMALL_LETTER_P";e[e["LATIN_SMALL_LETTER_Q"]=113]="LATIN_SMALL_LETTER_Q";e[e["LATIN_SMALL_LETTER_R"]=114]="LATIN_SMALL_LETTER_R";e[e["LATIN_SMALL_LETTER_S"]=115]="LATIN_SMALL_LETTER_S";e[e["LATIN_SMALL_LETTER_T"]=116]="LATIN_SMALL_LETTER_T";e[e["LATIN_SMALL_LETTER_U"]=117]="LATIN_SMALL_LETTER_U";e[e["LATIN_SMALL_LETTER_V"]=118]="LATIN_SMALL_LETTER_V";e[e["LATIN_SMALL_LETTER_W"]=119]="LATIN_SMALL_LETTER_W";e[e["LATIN_SMALL_LETTER_X"]=120]="LATIN_SMALL_LETTER_X";e[e["LATIN_SMALL_LETTER_Y"]=121]="LATIN_SMALL_LETTER_Y";e[e["LATIN_SMALL_LETTER_Z"]=122]="LATIN_SMALL_LETTER_Z";e[e["LEFT_CURLY_BRACKET"]=123]="LEFT_CURLY_BRACKET";e[e["VERTICAL_LINE"]=124]="VERTICAL_LINE";e[e["RIGHT_CURLY_BRACKET"]=125]="RIGHT_CURLY_BRACKET";e[e["TILDE"]=126]="TILDE"})(Mo||(Mo={}));const jo={[34]:34,[92]:92,[47]:47,[98]:8,[102]:12,[110]:10,[114]:13,[116]:9};var Bo;(function(e){e[e["START"]=0]="START";e[e["ENDED"]=1]="ENDED";e[e["ERROR"]=2]="ERROR";e[e["TRUE1"]=3]="TRUE1";e[e["TRUE2"]=4]="TRUE2";e[e["TRUE3"]=5]="TRUE3";e[e["FALSE1"]=6]="FALSE1";e[e["FALSE2"]=7]="FALSE2";e[e["FALSE3"]=8]="FALSE3";e[e["FALSE4"]=9]="FALSE4";e[e["NULL1"]=10]="NULL1";e[e["NULL2"]=11]="NULL2";e[e["NULL3"]=12]="NULL3";e[e["STRING_DEFAULT"]=13]="STRING_DEFAULT";e[e["STRING_AFTER_BACKSLASH"]=14]="STRING_AFTER_BACKSLASH";e[e["STRING_UNICODE_DIGIT_1"]=15]="STRING_UNICODE_DIGIT_1";e[e["STRING_UNICODE_DIGIT_2"]=16]="STRING_UNICODE_DIGIT_2";e[e["STRING_UNICODE_DIGIT_3"]=17]="STRING_UNICODE_DIGIT_3";e[e["STRING_UNICODE_DIGIT_4"]=18]="STRING_UNICODE_DIGIT_4";e[e["STRING_INCOMPLETE_CHAR"]=19]="STRING_INCOMPLETE_CHAR";e[e["NUMBER_AFTER_INITIAL_MINUS"]=20]="NUMBER_AFTER_INITIAL_MINUS";e[e["NUMBER_AFTER_INITIAL_ZERO"]=21]="NUMBER_AFTER_INITIAL_ZERO";e[e["NUMBER_AFTER_INITIAL_NON_ZERO"]=22]="NUMBER_AFTER_INITIAL_NON_ZERO";e[e["NUMBER_AFTER_FULL_STOP"]=23]="NUMBER_AFTER_FULL_STOP";e[e["NUMBER_AFTER_DECIMAL"]=24]="NUMBER_AFTER_DECIMAL";e[e["NUMBER_AFTER_E"]=25]="NUMBER_AFTER_E";e[e["NUMBER_AFTER_E_AND_SIGN"]=26]="NUMBER_AFTER_E_AND_SIGN";e[e["NUMBER_AFTER_E_AND_DIGIT"]=27]="NUMBER_AFTER_E_AND_DIGIT";e[e["SEPARATOR"]=28]="SEPARATOR";e[e["BOM_OR_START"]=29]="BOM_OR_START";e[e["BOM"]=30]="BOM"})(Bo||(Bo={}));function TokenizerStateToString(e){return["START","ENDED","ERROR","TRUE1","TRUE2","TRUE3","FALSE1","FALSE2","FALSE3","FALSE4","NULL1","NULL2","NULL3","STRING_DEFAULT","STRING_AFTER_BACKSLASH","STRING_UNICODE_DIGIT_1","STRING_UNICODE_DIGIT_2","STRING_UNICODE_DIGIT_3","STRING_UNICODE_DIGIT_4","STRING_INCOMPLETE_CHAR","NUMBER_AFTER_INITIAL_MINUS","NUMBER_AFTER_INITIAL_ZERO","NUMBER_AFTER_INITIAL_NON_ZERO","NUMBER_AFTER_FULL_STOP","NUMBER_AFTER_DECIMAL","NUMBER_AFTER_E","NUMBER_AFTER_E_AND_SIGN","NUMBER_AFTER_E_AND_DIGIT","SEPARATOR","BOM_OR_START","BOM"][e]}const Fo={stringBufferSize:0,numberBufferSize:0,separator:undefined,emitPartialTokens:false};class TokenizerError extends Error{constructor(e){super(e);Object.setPrototypeOf(this,TokenizerError.prototype)}}function validateBufferSize(e,t){if(t===undefined)return;if(!Number.isInteger(t)||t<0){throw new TokenizerError(`Invalid "${e}": ${t}. Expected a non-negative integer.`)}}function utf8SequenceLength(e){if(e>=194&&e<=223)return 2;if(e<=239)return 3;return 4}function multiByteRunEnd(e,t){let n=t;while(n<e.length&&e[n]>=128){const t=utf8SequenceLength(e[n]);if(n+t>e.length)break;n+=t}return n}class tokenizer_Tokenizer{constructor(e){this.state=29;this.bomIndex=0;this.separatorIndex=0;this.escapedCharsByteLength=0;this.bytes_remaining=0;this.bytes_in_sequence=0;this.char_split_buffer=new Uint8Array(4);this.encoder=new TextEncoder;this.offset=-1;this.streamByteLength=0;e=Object.assign(Object.assign({},Fo),e);validateBufferSize("stringBufferSize",e.stringBufferSize);validateBufferSize("numberBufferSize",e.numberBufferSize);this.emitPartialTokens=e.emitPartialTokens===true;this.bufferedString=e.stringBufferSize&&e.stringBufferSize>4?new BufferedString(e.stringBufferSize):new NonBufferedString;this.bufferedNumber=e.numberBufferSize&&e.numberBufferSize>0?new BufferedString(e.numberBufferSize):new NonBufferedString;this.separator=e.separator;this.separatorBytes=e.separator?this.encoder.encode(e.separator):undefined}get isEnded(){return this.state===1}appendUnicodeCodeUnit(e){if(this.highSurrogate!==undefined){if(e>=56320&&e<=57343){const t=String.fromCharCode(this.highSurrogate,e);const n=this.encoder.encode(t);this.bufferedString.appendBuf(n);this.escapedCharsByteLength+=6-n.byteLength;this.highSurrogate=undefined;return}this.flushPendingHighSurrogate()}if(e>=55296&&e<=56319){this.highSurrogate=e;this.escapedCharsByteLength+=6;return}if(e>=56320&&e<=57343){this.bufferedString.appendCharCode(e);this.escapedCharsByteLength+=6;return}const t=String.fromCharCode(e);const n=this.encoder.encode(t);this.bufferedString.appendBuf(n);this.escapedCharsByteLength+=6-n.byteLength}flushPendingHighSurrogate(){if(this.highSurrogate!==undefined){this.bufferedString.appendCharCode(this.highSurrogate);this.highSurrogate=undefined}}startIncompleteChar(e,t){this.bytes_in_sequence=utf8SequenceLength(e[t]);this.bytes_remaining=t+this.bytes_in_sequence-e.length;this.char_split_buffer.set(e.subarray(t));this.state=19}write(e){try{let t;if(e instanceof Uint8Array){t=e}else if(typeof e==="string"){if(this.pendingStringSurrogate!==undefined){e=this.pendingStringSurrogate+e;this.pendingStringSurrogate=undefined}const n=e.charCodeAt(e.length-1);if(n>=55296&&n<=56319){this.pendingStringSurrogate=e[e.length-1];e=e.slice(0,-1)}t=this.encoder.encode(e)}else if(ArrayBuffer.isView(e)){t=new Uint8Array(e.buffer,e.byteOffset,e.byteLength)}else if(e!==null&&typeof e==="object"&&typeof e[Symbol.iterator]==="function"){t=Uint8Array.from(e)}else{throw new TypeError("Unexpected type. The `write` function only accepts Iterables (e.g. Arrays, Sets, Generators), TypedArrays and Strings.")}for(let n=0;n<t.length;n+=1){const r=t[n];switch(this.state){case 29:if(r===239){this.bom=[239,187,191];this.bomIndex+=1;this.state=30;continue}if(e instanceof Uint16Array){if(r===254){this.bom=[254,255];this.bomIndex+=1;this.state=30;continue}if(r===255){this.bom=[255,254];this.bomIndex+=1;this.state=30;continue}}if(e instanceof Uint32Array){if(r===0){this.bom=[0,0,254,255];this.bomIndex+=1;this.state=30;continue}if(r===255){this.bom=[255,254,0,0];this.bomIndex+=1;this.state=30;continue}}case 0:this.offset+=1;if(this.separatorBytes&&r===this.separatorBytes[0]){if(this.separatorBytes.length===1){this.state=0;this.onToken({token:zo.SEPARATOR,value:this.separator,offset:this.offset+this.separatorBytes.length-1});continue}this.state=28;continue}if(r===32||r===10||r===13||r===9){continue}if(r===123){this.onToken({token:zo.LEFT_BRACE,value:"{",offset:this.offset});continue}if(r===125){this.onToken({token:zo.RIGHT_BRACE,value:"}",offset:this.offset});continue}if(r===91){this.onToken({token:zo.LEFT_BRACKET,value:"[",offset:this.offset});continue}if(r===93){this.onToken({token:zo.RIGHT_BRACKET,value:"]",offset:this.offset});continue}if(r===58){this.onToken({token:zo.COLON,value:":",offset:this.offset});continue}if(r===44){this.onToken({token:zo.COMMA,value:",",offset:this.offset});continue}if(r===116){this.state=3;continue}if(r===102){this.state=6;continue}if(r===110){this.state=10;continue}if(r===34){this.bufferedString.reset();this.escapedCharsByteLength=0;this.state=13;continue}if(r>=49&&r<=57){this.bufferedNumber.reset();this.bufferedNumber.appendChar(r);this.state=22;continue}if(r===48){this.bufferedNumber.reset();this.bufferedNumber.appendChar(r);this.state=21;continue}if(r===45){this.bufferedNumber.reset();this.bufferedNumber.appendChar(r);this.state=20;continue}break;case 13:if(r===34){this.flushPendingHighSurrogate();const e=this.bufferedString.toString();this.state=0;this.onToken({token:zo.STRING,value:e,offset:this.offset});this.offset+=this.escapedCharsByteLength+this.bufferedString.byteLength+1;continue}if(r===92){this.state=14;continue}if(r>=128){this.flushPendingHighSurrogate();const e=multiByteRunEnd(t,n);if(e>n){this.bufferedString.appendBuf(t,n,e);n=e-1}if(e<t.length&&t[e]>=128){this.startIncompleteChar(t,e);n=t.length-1}continue}if(r>=32){this.flushPendingHighSurrogate();let e=n;while(e<t.length){const n=t[e];if(n<32||n>=128||n===34||n===92)break;e+=1}if(e-n>=16){this.bufferedString.appendBuf(t,n,e)}else{for(let r=n;r<e;r+=1)this.bufferedString.appendChar(t[r])}n=e-1;continue}break;case 19:{const e=Math.min(this.bytes_remaining,t.length-n);this.char_split_buffer.set(t.subarray(n,n+e),this.bytes_in_sequence-this.bytes_remaining);this.bytes_remaining-=e;if(this.bytes_remaining>0){n=t.length-1;continue}this.bufferedString.appendBuf(this.char_split_buffer,0,this.bytes_in_sequence);n+=e-1;this.state=13;continue}case 14:{const e=jo[r];if(e){this.flushPendingHighSurrogate();this.bufferedString.appendChar(e);this.escapedCharsByteLength+=1;this.state=13;continue}if(r===117){this.unicode="";this.state=15;continue}break}case 15:case 16:case 17:if(r>=48&&r<=57||r>=65&&r<=70||r>=97&&r<=102){this.unicode+=String.fromCharCode(r);this.state+=1;continue}break;case 18:if(r>=48&&r<=57||r>=65&&r<=70||r>=97&&r<=102){const e=parseInt(this.unicode+String.fromCharCode(r),16);this.appendUnicodeCodeUnit(e);this.state=13;continue}break;case 20:if(r===48){this.bufferedNumber.appendChar(r);this.state=21;continue}if(r>=49&&r<=57){this.bufferedNumber.appendChar(r);this.state=22;continue}break;case 21:if(r===46){this.bufferedNumber.appendChar(r);this.state=23;continue}if(r===101||r===69){this.bufferedNumber.appendChar(r);this.state=25;continue}n-=1;this.state=0;this.emitNumber();continue;case 22:if(r>=48&&r<=57){this.bufferedNumber.appendChar(r);continue}if(r===46){this.bufferedNumber.appendChar(r);this.state=23;continue}if(r===101||r===69){this.bufferedNumber.appendChar(r);this.state=25;continue}n-=1;this.state=0;this.emitNumber();continue;case 23:if(r>=48&&r<=57){this.bufferedNumber.appendChar(r);this.state=24;continue}break;case 24:if(r>=48&&r<=57){this.bufferedNumber.appendChar(r);continue}if(r===101||r===69){this.bufferedNumber.appendChar(r);this.state=25;continue}n-=1;this.state=0;this.emitNumber();continue;case 25:if(r===43||r===45){this.bufferedNumber.appendChar(r);this.state=26;continue}case 26:if(r>=48&&r<=57){this.bufferedNumber.appendChar(r);this.state=27;continue}break;case 27:if(r>=48&&r<=57){this.bufferedNumber.appendChar(r);continue}n-=1;this.state=0;this.emitNumber();continue;case 3:if(r===114){this.state=4;continue}break;case 4:if(r===117){this.state=5;continue}break;case 5:if(r===101){this.state=0;this.onToken({token:zo.TRUE,value:true,offset:this.offset});this.offset+=3;continue}break;case 6:if(r===97){this.state=7;continue}break;case 7:if(r===108){this.state=8;continue}break;case 8:if(r===115){this.state=9;continue}break;case 9:if(r===101){this.state=0;this.onToken({token:zo.FALSE,value:false,offset:this.offset});this.offset+=4;continue}break;case 10:if(r===117){this.state=11;continue}break;case 11:if(r===108){this.state=12;continue}break;case 12:if(r===108){this.state=0;this.onToken({token:zo.NULL,value:null,offset:this.offset});this.offset+=3;continue}break;case 28:this.separatorIndex+=1;if(!this.separatorBytes||r!==this.separatorBytes[this.separatorIndex]){break}if(this.separatorIndex===this.separatorBytes.length-1){this.state=0;this.onToken({token:zo.SEPARATOR,value:this.separator,offset:this.offset+this.separatorIndex});this.separatorIndex=0}continue;case 30:if(r===this.bom[this.bomIndex]){if(this.bomIndex===this.bom.length-1){this.state=0;this.bom=undefined;this.bomIndex=0;continue}this.bomIndex+=1;continue}break;case 1:if(r===32||r===10||r===13||r===9){continue}}throw new TokenizerError(`Unexpected "${String.fromCharCode(r)}" at chunk position "${n}" (absolute position "${this.streamByteLength+n}") in state ${TokenizerStateToString(this.state)}`)}this.streamByteLength+=t.length;if(this.emitPartialTokens){switch(this.state){case 3:case 4:case 5:this.onToken({token:zo.TRUE,value:true,offset:this.offset,partial:true});break;case 6:case 7:case 8:case 9:this.onToken({token:zo.FALSE,value:false,offset:this.offset,partial:true});break;case 10:case 11:case 12:this.onToken({token:zo.NULL,value:null,offset:this.offset,partial:true});break;case 13:{const e=this.bufferedString.toString();this.onToken({token:zo.STRING,value:e,offset:this.offset,partial:true});break}case 21:case 22:case 24:case 27:try{this.onToken({token:zo.NUMBER,value:this.parseNumber(this.bufferedNumber.toString()),offset:this.offset,partial:true})}catch(e){}}}}catch(e){this.error(e)}}emitNumber(){this.onToken({token:zo.NUMBER,value:this.parseNumber(this.bufferedNumber.toString()),offset:this.offset});this.offset+=this.bufferedNumber.byteLength-1}parseNumber(e){return Number(e)}error(e){if(this.state!==1){this.state=2}this.onError(e)}end(){switch(this.state){case 21:case 22:case 24:case 27:this.state=1;this.emitNumber();this.onEnd();break;case 29:case 0:case 2:this.state=1;this.onEnd();break;default:this.error(new TokenizerError(`Tokenizer ended in the middle of a token (state: ${TokenizerStateToString(this.state)}). Either not all the data was received or the data was invalid.`))}}onToken(e){throw new TokenizerError('Can\'t emit tokens before the "onToken" callback has been set up.')}onError(e){throw e}onEnd(){}}var Do;(function(e){e[e["VALUE"]=0]="VALUE";e[e["KEY"]=1]="KEY";e[e["COLON"]=2]="COLON";e[e["COMMA"]=3]="COMMA";e[e["ENDED"]=4]="ENDED";e[e["ERROR"]=5]="ERROR";e[e["SEPARATOR"]=6]="SEPARATOR"})(Do||(Do={}));function TokenParserStateToString(e){return["VALUE","KEY","COLON","COMMA","ENDED","ERROR","SEPARATOR"][e]}function setProperty(e,t,n){if(t==="__proto__"){Object.defineProperty(e,t,{value:n,writable:true,enumerable:true,configurable:true});return}e[t]=n}const Uo={paths:undefined,keepStack:true,separator:undefined,emitPartialValues:false};class TokenParserError extends Error{constructor(e){super(e);Object.setPrototypeOf(this,TokenParserError.prototype)}}class tokenparser_TokenParser{constructor(e){this.state=0;this.mode=undefined;this.key=undefined;this.value=undefined;this.stack=[];this.memberCount=0;e=Object.assign(Object.assign({},Uo),e);if(e.paths){const t={children:new Map,terminal:false};let n=false;for(const r of e.paths){if(r===undefined||r==="$*"){n=true;continue}if(!r.startsWith("$"))throw new TokenParserError(`Invalid selector "${r}". Should start with "$".`);const e=r.split(".").slice(1);if(e.includes(""))throw new TokenParserError(`Invalid selector "${r}". ".." syntax not supported.`);let s=t;for(const t of e){let e=s.children.get(t);if(!e){e={children:new Map,terminal:false};s.children.set(t,e)}s=e}s.terminal=true}if(!n)this.selectorTrie=t}this.keepStack=e.keepStack||false;this.separator=e.separator;if(!e.emitPartialValues){this.emitPartial=()=>{}}}shouldEmit(){if(!this.selectorTrie)return true;return this.matchesSelector(this.selectorTrie,0)}matchesSelector(e,t){const n=this.stack.length;if(t===n)return e.terminal;const r=t<n-1?this.stack[t+1].key:this.key;const s=e.children.get("*");if(s&&this.matchesSelector(s,t+1))return true;const i=e.children.size>(s?1:0);if(i){const n=r===null||r===void 0?void 0:r.toString();if(n!==undefined){const r=e.children.get(n);if(r&&this.matchesSelector(r,t+1))return true}}return false}push(){this.stack.push({key:this.key,value:this.value,mode:this.mode,emit:this.shouldEmit(),memberCount:this.memberCount})}pop(){const e=this.value;let t;({key:this.key,value:this.value,mode:this.mode,emit:t,memberCount:this.memberCount}=this.stack.pop());this.state=this.mode!==undefined?3:0;this.emit(e,t)}emit(e,t){if(!this.keepStack&&this.value&&this.stack.every(e=>!e.emit)){if(Array.isArray(this.value)){this.value.length-=1}else{delete this.value[this.key]}}if(t){this.onValue({value:e,key:this.key,parent:this.value,stack:this.stack})}if(this.stack.length===0){if(this.separator){this.state=6}else if(this.separator===undefined){this.end()}}}emitPartial(e){if(!this.shouldEmit())return;if(this.state===1){this.onValue({value:undefined,key:e,parent:this.value,stack:this.stack,partial:true});return}this.onValue({value:e,key:this.key,parent:this.value,stack:this.stack,partial:true})}get isEnded(){return this.state===4}write({token:e,value:t,partial:n}){try{if(n){if(this.state!==0&&this.state!==1){throw new TokenParserError(`Unexpected partial ${TokenType[e]} (${JSON.stringify(t)}) in state ${TokenParserStateToString(this.state)}`)}this.emitPartial(t);return}if(this.state===0){if(e===TokenType.STRING||e===TokenType.NUMBER||e===TokenType.TRUE||e===TokenType.FALSE||e===TokenType.NULL){if(this.mode===0){setProperty(this.value,this.key,t);this.state=3;this.memberCount++}else if(this.mode===1){this.value.push(t);this.state=3;this.memberCount++}this.emit(t,this.shouldEmit());return}if(e===TokenType.LEFT_BRACE){this.memberCount++;this.push();if(this.mode===0){const e={};setProperty(this.value,this.key,e);this.value=e}else if(this.mode===1){const e={};this.value.push(e);this.value=e}else{this.value={}}this.mode=0;this.state=1;this.key=undefined;this.memberCount=0;this.emitPartial();return}if(e===TokenType.LEFT_BRACKET){this.memberCount++;this.push();if(this.mode===0){const e=[];setProperty(this.value,this.key,e);this.value=e}else if(this.mode===1){const e=[];this.value.push(e);this.value=e}else{this.value=[]}this.mode=1;this.state=0;this.key=0;this.memberCount=0;this.emitPartial();return}if(this.mode===1&&e===TokenType.RIGHT_BRACKET&&this.memberCount===0){this.pop();return}}if(this.state===1){if(e===TokenType.STRING){this.key=t;this.state=2;this.emitPartial();return}if(e===TokenType.RIGHT_BRACE&&this.memberCount===0){this.pop();return}}if(this.state===2){if(e===TokenType.COLON){this.state=0;return}}if(this.state===3){if(e===TokenType.COMMA){if(this.mode===1){this.state=0;this.key+=1;return}if(this.mode===0){this.state=1;return}}if(e===TokenType.RIGHT_BRACE&&this.mode===0||e===TokenType.RIGHT_BRACKET&&this.mode===1){this.pop();return}}if(this.state===6){if(e===TokenType.SEPARATOR&&t===this.separator){this.state=0;return}}if(e===TokenType.SEPARATOR&&this.state!==6&&Array.from(t).map(e=>e.charCodeAt(0)).every(e=>e===32||e===10||e===13||e===9)){return}throw new TokenParserError(`Unexpected ${TokenType[e]} (${JSON.stringify(t)}) in state ${TokenParserStateToString(this.state)}`)}catch(e){this.error(e)}}error(e){if(this.state!==4){this.state=5}this.onError(e)}end(){if(this.state!==0&&this.state!==6||this.stack.length>0){this.error(new Error(`Parser ended in mid-parsing (state: ${TokenParserStateToString(this.state)}). Either not all the data was received or the data was invalid.`))}else{this.state=4;this.onEnd()}}onValue(e){throw new TokenParserError('Can\'t emit data before the "onValue" callback has been set up.')}onError(e){throw e}onEnd(){}}class JSONParser{constructor(e={}){this.tokenizer=new Tokenizer(e);this.tokenParser=new TokenParser(e);this.tokenizer.onToken=this.tokenParser.write.bind(this.tokenParser);this.tokenizer.onEnd=()=>{if(!this.tokenParser.isEnded)this.tokenParser.end()};this.tokenParser.onError=this.tokenizer.error.bind(this.tokenizer);this.tokenParser.onEnd=()=>{if(!this.tokenizer.isEnded)this.tokenizer.end()}}get isEnded(){return this.tokenizer.isEnded&&this.tokenParser.isEnded}write(e){this.tokenizer.write(e)}end(){this.tokenizer.end()}set onToken(e){this.tokenizer.onToken=t=>{e(t);this.tokenParser.write(t)}}set onValue(e){this.tokenParser.onValue=e}set onError(e){this.tokenizer.onError=e}set onEnd(e){this.tokenParser.onEnd=()=>{if(!this.tokenizer.isEnded)this.tokenizer.end();e.call(this.tokenParser)}}}var Vo;(function(e){e[e["OBJECT"]=0]="OBJECT";e[e["ARRAY"]=1]="ARRAY"})(Vo||(Vo={}));const qo=1e3;const Ko=1<<20;var Zo;(function(e){e[e["Value"]=0]="Value";e[e["ValueOrEnd"]=1]="ValueOrEnd";e[e["Key"]=2]="Key";e[e["KeyOrEnd"]=3]="KeyOrEnd";e[e["Colon"]=4]="Colon";e[e["Comma"]=5]="Comma";e[e["End"]=6]="End"})(Zo||(Zo={}));class json_stream_JsonStream{where;handler;tokenizer=new tokenizer_Tokenizer;state=Zo.Value;path=[];isObject=[];capture=[];captureDepth=-1;inString=false;escaped=false;carry;first=true;inputOffset=0;fastIntegers;constructor(e,t,n={}){this.where=e;this.handler=t;this.fastIntegers=n.fastIntegers??false;this.tokenizer.onToken=({token:e,value:t})=>this.token(e,t)}write(e){let t=e;if(this.carry){const n=new Uint8Array(this.carry.length+e.length);n.set(this.carry);n.set(e,this.carry.length);t=n;this.carry=undefined}if(this.first){if(t.length<3){this.carry=t;return}if(t[0]===239&&t[1]===187&&t[2]===191)t=t.subarray(3);this.first=false}this.rewrite(t,false)}end(){if(this.first&&this.carry){this.first=false;const e=this.carry;this.carry=undefined;this.rewrite(e,true)}else if(this.carry){const e=this.carry;this.carry=undefined;this.rewrite(e,true)}if(this.state!==Zo.End)this.invalid("Unexpected end of JSON input");try{this.tokenizer.end()}catch(e){this.rethrow(e)}}feed(e){if(e.length===0)return;try{this.tokenizer.write(e)}catch(e){this.rethrow(e)}this.inputOffset+=e.length}rethrow(e){if(e instanceof InputError)throw e;const t=String(e.message??e).replace(/ in state .*$/,"");return this.invalid(`Unexpected token: ${t}`)}invalid(e){return common_fail(this.where,`is not valid JSON (${e}, near byte ${this.inputOffset}).`)}rewrite(e,t){let n=0;const r=e.length;for(let s=0;s<r;s++){const i=e[s];if(this.inString){if(this.escaped)this.escaped=false;else if(i===92)this.escaped=true;else if(i===34)this.inString=false;continue}if(i===34){this.inString=true;continue}if((i===44||i===91)&&this.fastIntegers){this.feed(e.subarray(n,s+1));n=s+1;const t=this.integerRun(e,n,r);if(t>n){this.inputOffset+=t-n;n=t;s=t-1}continue}if(i!==78&&i!==73&&i!==45)continue;const o=i===78?Ho:i===73?Go:Wo;let a=0;while(a<o.length&&s+a<r&&e[s+a]===o[a])a++;if(a===o.length){this.feed(e.subarray(n,s));this.feedSentinel(o===Ho?Jo:o===Go?Yo:Qo);this.inputOffset+=o.length-(o===Ho?Jo:o===Go?Yo:Qo).length;s+=o.length-1;n=s+1}else if(s+a===r&&!t&&a>0){this.feed(e.subarray(n,s));this.carry=e.slice(s);return}}this.feed(e.subarray(n,r))}integerRun(e,t,n){let r=t;for(;;){if(this.state!==Zo.Value&&this.state!==Zo.ValueOrEnd||this.isObject[this.isObject.length-1]!==false)return r;let t=r;while(t<n&&isSpace(e[t]))t++;const s=t;let i=0;while(t<n){const n=e[t]-48;if(n<0||n>9)break;i=i*10+n;t++}const o=t-s;if(o===0||t>=n||o>15||o>1&&e[s]===48)return r;const a=e[t];if(a===46||a===101||a===69)return r;this.token(zo.NUMBER,i);r=t;while(t<n&&isSpace(e[t]))t++;if(t>=n||e[t]!==44)return r;this.token(zo.COMMA,",");r=t+1}}feedSentinel(e){this.feed(e)}token(e,t){switch(this.state){case Zo.Value:case Zo.ValueOrEnd:if(e===zo.RIGHT_BRACKET&&this.state===Zo.ValueOrEnd)return this.close();return this.begin(e,t);case Zo.Key:case Zo.KeyOrEnd:if(e===zo.STRING){this.path[this.path.length-1]=t;this.state=Zo.Colon;return}if(e===zo.RIGHT_BRACE&&this.state===Zo.KeyOrEnd)return this.close();return this.unexpected(t);case Zo.Colon:if(e!==zo.COLON)return this.unexpected(t);this.state=Zo.Value;return;case Zo.Comma:{const n=this.isObject.length-1;const r=this.isObject[n];if(e===zo.COMMA){if(r)this.state=Zo.Key;else{this.path[n]=this.path[n]+1;this.state=Zo.Value}return}if(e===(r?zo.RIGHT_BRACE:zo.RIGHT_BRACKET))return this.close();return this.unexpected(t)}default:return this.unexpected(t)}}unexpected(e){return this.invalid(`Unexpected token ${errors_showValue(e)}`)}begin(e,t){const n=e===zo.LEFT_BRACE||e===zo.LEFT_BRACKET;if(!n&&!isScalar(e))return this.unexpected(t);const r=this.path;const s=e===zo.LEFT_BRACE?"object":e===zo.LEFT_BRACKET?"array":"scalar";if(this.captureDepth>=0){const s=e===zo.LEFT_BRACE?{}:e===zo.LEFT_BRACKET?[]:t;const i=this.capture[this.capture.length-1];if(Array.isArray(i))i.push(s);else json_stream_setProperty(i,r[r.length-1],s);if(n)this.capture.push(s)}else if(this.handler.select(r,s)){if(!n)this.handler.onValue(r,t);else{this.captureDepth=r.length;this.capture=[e===zo.LEFT_BRACE?{}:[]]}}else this.handler.onStart?.(r,s,n?undefined:t);if(!n){this.state=r.length===0?Zo.End:Zo.Comma;return}if(r.length>=qo)common_fail(this.where,`nests deeper than ${qo} levels: not a results file.`);const i=e===zo.LEFT_BRACE;this.isObject.push(i);r.push(i?"":0);this.state=i?Zo.KeyOrEnd:Zo.ValueOrEnd}close(){const e=this.isObject.pop();this.path.pop();const t=this.path;if(this.captureDepth>=0){const e=this.capture.pop();if(t.length===this.captureDepth){this.captureDepth=-1;this.capture=[];this.handler.onValue(t,e)}}else this.handler.onEnd?.(t,e?"object":"array");this.state=t.length===0?Zo.End:Zo.Comma}}const Ho=Buffer.from("NaN");const Go=Buffer.from("Infinity");const Wo=Buffer.from("-Infinity");const Jo=Buffer.from('"\\u0000NaN"');const Yo=Buffer.from('"\\u0000Infinity"');const Qo=Buffer.from('"\\u0000-Infinity"');function isSpace(e){return e===32||e===10||e===13||e===9}function isScalar(e){return e===zo.STRING||e===zo.NUMBER||e===zo.TRUE||e===zo.FALSE||e===zo.NULL}function json_stream_setProperty(e,t,n){if(t==="__proto__")Object.defineProperty(e,t,{value:n,enumerable:true,writable:true,configurable:true});else e[t]=n}async function streamJsonFile(e,t,n={}){const r=new json_stream_JsonStream({file:e},t,n);const s=await streamFile(e,e=>r.write(e),Ko);if(s===0)common_fail({file:e},"the file is empty.");r.end()}const Xo=e(import.meta.url)("node:zlib");var ea=(0,Fi.createRequire)("/");var ta;var na;var ra;var sa=";var __w=require('worker_threads');__w.parentPort.on('message',function(m){onmessage({data:m})}),postMessage=function(m,t){__w.parentPort.postMessage(m,t)},close=process.exit;self=global";try{ta=ea("worker_threads"),na=ta.Worker,ra=ta.isMarkedAsUntransferable}catch(e){}var ia=null&&(na?function(e,t,n,r,s){var i=false;var o=new na(e+sa,{eval:true}).on("error",function(e){return s(e,null)}).on("message",function(e){return s(null,e)}).on("exit",function(e){if(e&&!i)s(new Error("exited with code "+e),null)});if(ra)r=r.filter(function(e){return!ra(e)});o.postMessage(n,r);o.terminate=function(){i=true;return na.prototype.terminate.call(o)};return o}:function(e,t,n,r,s){setImmediate(function(){return s(new Error("async operations unsupported - update to Node 12+ (or Node 10-11 with the --experimental-worker CLI flag)"),null)});var NOP=function(){};return{terminate:NOP,postMessage:NOP}});var oa=Uint8Array,aa=Uint16Array,ca=Int32Array;var la=new oa([0,0,0,0,0,0,0,0,1,1,1,1,2,2,2,2,3,3,3,3,4,4,4,4,5,5,5,5,0,0,0,0]);var ua=new oa([0,0,0,0,1,1,2,2,3,3,4,4,5,5,6,6,7,7,8,8,9,9,10,10,11,11,12,12,13,13,0,0]);var fa=new oa([16,17,18,0,8,7,9,6,10,5,11,4,12,3,13,2,14,1,15]);var freb=function(e,t){var n=new aa(31);for(var r=0;r<31;++r){n[r]=t+=1<<e[r-1]}var s=new ca(n[30]);for(var r=1;r<30;++r){for(var i=n[r];i<n[r+1];++i){s[i]=i-n[r]<<5|r}}return{b:n,r:s}};var ta=freb(la,2),da=ta.b,ha=ta.r;da[28]=258,ha[258]=28;var pa=freb(ua,0),ma=pa.b,ga=pa.r;var va=new aa(32768);for(var ya=0;ya<32768;++ya){var ba=(ya&43690)>>1|(ya&21845)<<1;ba=(ba&52428)>>2|(ba&13107)<<2;ba=(ba&61680)>>4|(ba&3855)<<4;va[ya]=((ba&65280)>>8|(ba&255)<<8)>>1}var hMap=function(e,t,n){var r=e.length;var s=0;var i=new aa(t);for(;s<r;++s){if(e[s])++i[e[s]-1]}var o=new aa(t);for(s=1;s<t;++s){o[s]=o[s-1]+i[s-1]<<1}var a;if(n){a=new aa(1<<t);var c=15-t;for(s=0;s<r;++s){if(e[s]){var l=s<<4|e[s];var u=t-e[s];var f=o[e[s]-1]++<<u;for(var d=f|(1<<u)-1;f<=d;++f){a[va[f]>>c]=l}}}}else{a=new aa(r);for(s=0;s<r;++s){if(e[s]){a[s]=va[o[e[s]-1]++]>>15-e[s]}}}return a};var wa=new oa(288);for(var ya=0;ya<144;++ya)wa[ya]=8;for(var ya=144;ya<256;++ya)wa[ya]=9;for(var ya=256;ya<280;++ya)wa[ya]=7;for(var ya=280;ya<288;++ya)wa[ya]=8;var _a=new oa(32);for(var ya=0;ya<32;++ya)_a[ya]=5;var ka=null&&hMap(wa,9,0),Sa=hMap(wa,9,1);var $a=null&&hMap(_a,5,0),Aa=hMap(_a,5,1);var max=function(e){var t=e[0];for(var n=1;n<e.length;++n){if(e[n]>t)t=e[n]}return t};var bits=function(e,t,n){var r=t/8|0;return(e[r]|e[r+1]<<8)>>(t&7)&n};var bits16=function(e,t){var n=t/8|0;return(e[n]|e[n+1]<<8|e[n+2]<<16)>>(t&7)};var shft=function(e){return(e+7)/8|0};var slc=function(e,t,n){if(t==null||t<0)t=0;if(n==null||n>e.length)n=e.length;return new oa(e.subarray(t,n))};var Ea={UnexpectedEOF:0,InvalidBlockType:1,InvalidLengthLiteral:2,InvalidDistance:3,StreamFinished:4,NoStreamHandler:5,InvalidHeader:6,NoCallback:7,InvalidUTF8:8,ExtraFieldTooLong:9,InvalidDate:10,FilenameTooLong:11,StreamFinishing:12,InvalidZipData:13,UnknownCompressionMethod:14};var Ta=["unexpected EOF","invalid block type","invalid length/literal","invalid distance","stream finished","no stream handler",,"no callback","invalid UTF-8 data","extra field too long","date not in range 1980-2099","filename too long","stream finishing","invalid zip data"];var err=function(e,t,n){var r=new Error(t||Ta[e]);r.code=e;if(Error.captureStackTrace)Error.captureStackTrace(r,err);if(!n)throw r;return r};var inflt=function(e,t,n,r){var s=e.length,i=r?r.length:0;if(!s||t.f&&!t.l)return n||new oa(0);var o=!n;var a=o||t.i!=2;var c=t.i;if(o)n=new oa(s*3);var cbuf=function(e){var t=n.length;if(e>t){var r=new oa(Math.max(t*2,e));r.set(n);n=r}};var l=t.f||0,u=t.p||0,f=t.b||0,d=t.l,h=t.d,p=t.m,m=t.n;var g=s*8;do{if(!d){l=bits(e,u,1);var v=bits(e,u+1,3);u+=3;if(!v){var y=shft(u)+4,b=e[y-4]|e[y-3]<<8,k=y+b;if(k>s){if(c)err(0);break}if(a)cbuf(f+b);n.set(e.subarray(y,k),f);t.b=f+=b,t.p=u=k*8,t.f=l;continue}else if(v==1)d=Sa,h=Aa,p=9,m=5;else if(v==2){var S=bits(e,u,31)+257,$=bits(e,u+10,15)+4;var A=S+bits(e,u+5,31)+1;u+=14;var E=new oa(A);var T=new oa(19);for(var x=0;x<$;++x){T[fa[x]]=bits(e,u+x*3,7)}u+=$*3;var N=max(T),I=(1<<N)-1;var L=hMap(T,N,1);for(var x=0;x<A;){var C=L[bits(e,u,I)];u+=C&15;var y=C>>4;if(y<16){E[x++]=y}else{var O=0,R=0;if(y==16)R=3+bits(e,u,3),u+=2,O=E[x-1];else if(y==17)R=3+bits(e,u,7),u+=3;else if(y==18)R=11+bits(e,u,127),u+=7;while(R--)E[x++]=O}}var P=E.subarray(0,S),z=E.subarray(S);p=max(P);m=max(z);d=hMap(P,p,1);h=hMap(z,m,1)}else err(1);if(u>g){if(c)err(0);break}}if(a)cbuf(f+131072);var M=(1<<p)-1,j=(1<<m)-1;var B=u;for(;;B=u){var O=d[bits16(e,u)&M],F=O>>4;u+=O&15;if(u>g){if(c)err(0);break}if(!O)err(2);if(F<256)n[f++]=F;else if(F==256){B=u,d=null;break}else{var D=F-254;if(F>264){var x=F-257,U=la[x];D=bits(e,u,(1<<U)-1)+da[x];u+=U}var V=h[bits16(e,u)&j],q=V>>4;if(!V)err(3);u+=V&15;var z=ma[q];if(q>3){var U=ua[q];z+=bits16(e,u)&(1<<U)-1,u+=U}if(u>g){if(c)err(0);break}if(a)cbuf(f+131072);var K=f+D;if(f<z){var Z=i-z,H=Math.min(z,K);if(Z+f<0)err(3);for(;f<H;++f)n[f]=r[Z+f]}for(;f<K;++f)n[f]=n[f-z]}}t.l=d,t.p=B,t.b=f,t.f=l;if(d)l=1,t.m=p,t.d=h,t.n=m}while(!l);return f!=n.length&&o?slc(n,0,f):n.subarray(0,f)};var wbits=function(e,t,n){n<<=t&7;var r=t/8|0;e[r]|=n;e[r+1]|=n>>8};var wbits16=function(e,t,n){n<<=t&7;var r=t/8|0;e[r]|=n;e[r+1]|=n>>8;e[r+2]|=n>>16};var hTree=function(e,t){var n=[];for(var r=0;r<e.length;++r){if(e[r])n.push({s:r,f:e[r]})}var s=n.length;var i=n.slice();if(!s)return{t:Na,l:0};if(s==1){var o=new oa(n[0].s+1);o[n[0].s]=1;return{t:o,l:1}}n.sort(function(e,t){return e.f-t.f});n.push({s:-1,f:25001});var a=n[0],c=n[1],l=0,u=1,f=2;n[0]={s:-1,f:a.f+c.f,l:a,r:c};while(u!=s-1){a=n[n[l].f<n[f].f?l++:f++];c=n[l!=u&&n[l].f<n[f].f?l++:f++];n[u++]={s:-1,f:a.f+c.f,l:a,r:c}}var d=i[0].s;for(var r=1;r<s;++r){if(i[r].s>d)d=i[r].s}var h=new aa(d+1);var p=ln(n[u-1],h,0);if(p>t){var r=0,m=0;var g=p-t,v=1<<g;i.sort(function(e,t){return h[t.s]-h[e.s]||e.f-t.f});for(;r<s;++r){var y=i[r].s;if(h[y]>t){m+=v-(1<<p-h[y]);h[y]=t}else break}m>>=g;while(m>0){var b=i[r].s;if(h[b]<t)m-=1<<t-h[b]++-1;else++r}for(;r>=0&&m;--r){var k=i[r].s;if(h[k]==t){--h[k];++m}}p=t}return{t:new oa(h),l:p}};var ln=function(e,t,n){return e.s==-1?Math.max(ln(e.l,t,n+1),ln(e.r,t,n+1)):t[e.s]=n};var lc=function(e){var t=e.length;while(t&&!e[--t]);var n=new aa(++t);var r=0,s=e[0],i=1;var w=function(e){n[r++]=e};for(var o=1;o<=t;++o){if(e[o]==s&&o!=t)++i;else{if(!s&&i>2){for(;i>138;i-=138)w(32754);if(i>2){w(i>10?i-11<<5|28690:i-3<<5|12305);i=0}}else if(i>3){w(s),--i;for(;i>6;i-=6)w(8304);if(i>2)w(i-3<<5|8208),i=0}while(i--)w(s);i=1;s=e[o]}}return{c:n.subarray(0,r),n:t}};var clen=function(e,t){var n=0;for(var r=0;r<t.length;++r)n+=e[r]*t[r];return n};var wfblk=function(e,t,n){var r=n.length;var s=shft(t+2);e[s]=r&255;e[s+1]=r>>8;e[s+2]=e[s]^255;e[s+3]=e[s+1]^255;for(var i=0;i<r;++i)e[s+i+4]=n[i];return(s+4+r)*8};var wblk=function(e,t,n,r,s,i,o,a,c,l,u){wbits(t,u++,n);++s[256];var f=hTree(s,15),d=f.t,h=f.l;var p=hTree(i,15),m=p.t,g=p.l;var v=lc(d),y=v.c,b=v.n;var k=lc(m),S=k.c,$=k.n;var A=new aa(19);for(var E=0;E<y.length;++E)++A[y[E]&31];for(var E=0;E<S.length;++E)++A[S[E]&31];var T=hTree(A,7),x=T.t,N=T.l;var I=19;for(;I>4&&!x[fa[I-1]];--I);var L=l+5<<3;var C=clen(s,wa)+clen(i,_a)+o;var O=clen(s,d)+clen(i,m)+o+14+3*I+clen(A,x)+2*A[16]+3*A[17]+7*A[18];if(c>=0&&L<=C&&L<=O)return wfblk(t,u,e.subarray(c,c+l));var R,P,z,M;wbits(t,u,1+(O<C)),u+=2;if(O<C){R=hMap(d,h,0),P=d,z=hMap(m,g,0),M=m;var j=hMap(x,N,0);wbits(t,u,b-257);wbits(t,u+5,$-1);wbits(t,u+10,I-4);u+=14;for(var E=0;E<I;++E)wbits(t,u+3*E,x[fa[E]]);u+=3*I;var B=[y,S];for(var F=0;F<2;++F){var D=B[F];for(var E=0;E<D.length;++E){var U=D[E]&31;wbits(t,u,j[U]),u+=x[U];if(U>15)wbits(t,u,D[E]>>5&127),u+=D[E]>>12}}}else{R=ka,P=wa,z=$a,M=_a}for(var E=0;E<a;++E){var V=r[E];if(V>255){var U=V>>18&31;wbits16(t,u,R[U+257]),u+=P[U+257];if(U>7)wbits(t,u,V>>23&31),u+=la[U];var q=V&31;wbits16(t,u,z[q]),u+=M[q];if(q>3)wbits16(t,u,V>>5&8191),u+=ua[q]}else{wbits16(t,u,R[V]),u+=P[V]}}wbits16(t,u,R[256]);return u+P[256]};var xa=new ca([65540,131080,131088,131104,262176,1048704,1048832,2114560,2117632]);var Na=new oa(0);var dflt=function(e,t,n,r,s,i){var o=i.z||e.length;var a=new oa(r+o+5*(1+Math.ceil(o/7e3))+s);var c=a.subarray(r,a.length-s);var l=i.l;var u=(i.r||0)&7;if(t){if(u)c[0]=i.r>>3;var f=xa[t-1];var d=f>>13,h=f&8191;var p=(1<<n)-1;var m=i.p||new aa(32768),g=i.h||new aa(p+1);var v=Math.ceil(n/3),y=2*v;var hsh=function(t){return(e[t]^e[t+1]<<v^e[t+2]<<y)&p};var b=new ca(25e3);var k=new aa(288),S=new aa(32);var $=0,A=0,E=i.i||0,T=0,x=i.w||0,N=0;for(;E+2<o;++E){var I=hsh(E);var L=E&32767,C=g[I];m[L]=C;g[I]=L;if(x<=E){var O=o-E;if(($>7e3||T>24576)&&(O>423||!l)){u=wblk(e,c,0,b,k,S,A,T,N,E-N,u);T=$=A=0,N=E;for(var R=0;R<286;++R)k[R]=0;for(var R=0;R<30;++R)S[R]=0}var P=2,z=0,M=h,j=L-C&32767;if(O>2&&I==hsh(E-j)){var B=Math.min(d,O)-1;var F=Math.min(32767,E);var D=Math.min(258,O);while(j<=F&&--M&&L!=C){if(e[E+P]==e[E+P-j]){var U=0;for(;U<D&&e[E+U]==e[E+U-j];++U);if(U>P){P=U,z=j;if(U>B)break;var V=Math.min(j,U-2);var q=0;for(var R=0;R<V;++R){var K=E-j+R&32767;var Z=m[K];var H=K-Z&32767;if(H>q)q=H,C=K}}}L=C,C=m[L];j+=L-C&32767}}if(z){b[T++]=268435456|ha[P]<<18|ga[z];var G=ha[P]&31,W=ga[z]&31;A+=la[G]+ua[W];++k[257+G];++S[W];x=E+P;++$}else{b[T++]=e[E];++k[e[E]]}}}for(E=Math.max(E,x);E<o;++E){b[T++]=e[E];++k[e[E]]}u=wblk(e,c,l,b,k,S,A,T,N,E-N,u);if(!l){i.r=u&7|c[u/8|0]<<3;u-=7;i.h=g,i.p=m,i.i=E,i.w=x}}else{for(var E=i.w||0;E<o+l;E+=65535){var J=E+65535;if(J>=o){c[u/8|0]=l;J=o}u=wfblk(c,u+1,e.subarray(E,J))}i.i=o}return slc(a,0,r+shft(u)+s)};var Ia=null&&function(){var e=new Int32Array(256);for(var t=0;t<256;++t){var n=t,r=9;while(--r)n=(n&1&&-306674912)^n>>>1;e[t]=n}return e}();var crc=function(){var e=-1;return{p:function(t){var n=e;for(var r=0;r<t.length;++r)n=Ia[n&255^t[r]]^n>>>8;e=n},d:function(){return~e}}};var adler=function(){var e=1,t=0;return{p:function(n){var r=e,s=t;var i=n.length|0;for(var o=0;o!=i;){var a=Math.min(o+2655,i);for(;o<a;++o)s+=r+=n[o];r=(r&65535)+15*(r>>16),s=(s&65535)+15*(s>>16)}e=r,t=s},d:function(){e%=65521,t%=65521;return(e&255)<<24|(e&65280)<<8|(t&255)<<8|t>>8}}};var dopt=function(e,t,n,r,s){if(!s){s={l:1};if(t.dictionary){var i=t.dictionary.subarray(-32768);var o=new oa(i.length+e.length);o.set(i);o.set(e,i.length);e=o;s.w=i.length}}return dflt(e,t.level==null?6:t.level,t.mem==null?s.l?Math.ceil(Math.max(8,Math.min(13,Math.log(e.length)))*1.5):20:12+t.mem,n,r,s)};var mrg=function(e,t){var n={};for(var r in e)n[r]=e[r];for(var r in t)n[r]=t[r];return n};var wcln=function(e,t,n){var r=e();var s=e.toString();var i=s.slice(s.indexOf("[")+1,s.lastIndexOf("]")).replace(/\s+/g,"").split(",");for(var o=0;o<r.length;++o){var a=r[o],c=i[o];if(typeof a=="function"){t+=";"+c+"=";var l=a.toString();if(a.prototype){if(l.indexOf("[native code]")!=-1){var u=l.indexOf(" ",8)+1;t+=l.slice(u,l.indexOf("(",u))}else{t+=l;for(var f in a.prototype)t+=";"+c+".prototype."+f+"="+a.prototype[f].toString()}}else t+=l}else n[c]=a}return t};var La=null&&[];var cbfs=function(e){var t=[];for(var n in e){if(e[n].buffer){t.push((e[n]=new e[n].constructor(e[n])).buffer)}}return t};var wrkr=function(e,t,n,r){if(!La[n]){var s="",i={},o=e.length-1;for(var a=0;a<o;++a)s=wcln(e[a],s,i);La[n]={c:wcln(e[o],s,i),e:i}}var c=mrg({},La[n].e);return ia(La[n].c+";onmessage=function(e){for(var k in e.data)self[k]=e.data[k];onmessage="+t.toString()+"}",n,c,cbfs(c),r)};var bInflt=function(){return[oa,aa,ca,la,ua,fa,da,ma,Sa,Aa,va,Ta,hMap,max,bits,bits16,shft,slc,err,inflt,inflateSync,pbf,gopt]};var bDflt=function(){return[oa,aa,ca,la,ua,fa,ha,ga,ka,wa,$a,_a,va,xa,Na,hMap,wbits,wbits16,hTree,ln,lc,clen,wfblk,wblk,shft,slc,dflt,dopt,deflateSync,pbf]};var gze=function(){return[gzh,gzhl,wbytes,crc,Ia]};var guze=function(){return[gzs,gzl]};var zle=function(){return[zlh,wbytes,adler]};var zule=function(){return[zls]};var pbf=function(e){return postMessage(e,[e.buffer])};var gopt=function(e){return e&&{out:e.size&&new oa(e.size),dictionary:e.dictionary}};var cbify=function(e,t,n,r,s,i){var o=wrkr(n,r,s,function(e,t){o.terminate();i(e,t)});o.postMessage([e,t],t.consume?[e.buffer]:[]);return function(){o.terminate()}};var astrm=function(e){e.ondata=function(e,t){return postMessage([e,t],[e.buffer])};return function(t){if(t.data[0]){e.push(t.data[0],t.data[1]);postMessage([t.data[0].length])}else e.flush(t.data[1])}};var astrmify=function(e,t,n,r,s,i,o){var a;var c=wrkr(e,r,s,function(e,n){if(e)c.terminate(),t.ondata.call(t,e);else if(!Array.isArray(n))o(n);else if(n.length==1){t.queuedSize-=n[0];if(t.ondrain)t.ondrain(n[0])}else{if(n[1])c.terminate();t.ondata.call(t,e,n[0],n[1])}});c.postMessage(n);t.queuedSize=0;t.push=function(e,n){if(!t.ondata)err(5);if(a)t.ondata(err(4,0,1),null,!!n);t.queuedSize+=e.length;c.postMessage([e,a=n],e.buffer instanceof ArrayBuffer?[e.buffer]:[])};t.terminate=function(){c.terminate()};if(i){t.flush=function(e){c.postMessage([0,e])}}};var b2=function(e,t){return e[t]|e[t+1]<<8};var b4=function(e,t){return(e[t]|e[t+1]<<8|e[t+2]<<16|e[t+3]<<24)>>>0};var b8=function(e,t){return b4(e,t)+b4(e,t+4)*4294967296};var wbytes=function(e,t,n){for(;n;++t)e[t]=n,n>>>=8};var gzh=function(e,t){var n=t.filename;e[0]=31,e[1]=139,e[2]=8,e[8]=t.level<2?4:t.level==9?2:0,e[9]=3;if(t.mtime!=0)wbytes(e,4,Math.floor(new Date(t.mtime||Date.now())/1e3));if(n){e[3]=8;for(var r=0;r<=n.length;++r)e[r+10]=n.charCodeAt(r)}};var gzs=function(e){if(e[0]!=31||e[1]!=139||e[2]!=8)err(6,"invalid gzip data");var t=e[3];var n=10;if(t&4)n+=(e[10]|e[11]<<8)+2;for(var r=(t>>3&1)+(t>>4&1);r>0;r-=!e[n++]);return n+(t&2)};var gzl=function(e){var t=e.length;return(e[t-4]|e[t-3]<<8|e[t-2]<<16|e[t-1]<<24)>>>0};var gzhl=function(e){return 10+(e.filename?e.filename.length+1:0)};var zlh=function(e,t){var n=t.level,r=n==0?0:n<6?1:n==9?3:2;e[0]=120,e[1]=r<<6|(t.dictionary&&32);e[1]|=31-(e[0]<<8|e[1])%31;if(t.dictionary){var s=adler();s.p(t.dictionary);wbytes(e,2,s.d())}};var zls=function(e,t){if((e[0]&15)!=8||e[0]>>4>7||(e[0]<<8|e[1])%31)err(6,"invalid zlib data");if((e[1]>>5&1)==+!t)err(6,"invalid zlib data: "+(e[1]&32?"need":"unexpected")+" dictionary");return(e[1]>>3&4)+2};function StrmOpt(e,t){if(typeof e=="function")t=e,e={};this.ondata=t;return e}var Ca=null&&function(){function Deflate(e,t){if(typeof e=="function")t=e,e={};this.ondata=t;this.o=e||{};this.s={l:0,i:32768,w:32768,z:32768};this.b=new oa(98304);if(this.o.dictionary){var n=this.o.dictionary.subarray(-32768);this.b.set(n,32768-n.length);this.s.i=32768-n.length}}Deflate.prototype.p=function(e,t){this.ondata(dopt(e,this.o,0,0,this.s),t)};Deflate.prototype.push=function(e,t){if(!this.ondata)err(5);if(this.s.l)err(4);var n=e.length+this.s.z;if(n>this.b.length){if(n>2*this.b.length-32768){var r=new oa(n&-32768);r.set(this.b.subarray(0,this.s.z));this.b=r}var s=this.b.length-this.s.z;this.b.set(e.subarray(0,s),this.s.z);this.s.z=this.b.length;this.p(this.b,false);this.b.set(this.b.subarray(-32768));this.b.set(e.subarray(s),32768);this.s.z=e.length-s+32768;this.s.i=32766,this.s.w=32768}else{this.b.set(e,this.s.z);this.s.z+=e.length}this.s.l=t&1;if(this.s.z>this.s.w+8191||t){this.p(this.b,t||false);this.s.w=this.s.i,this.s.i-=2}if(t){this.s=this.o={};this.b=Na}};Deflate.prototype.flush=function(e){if(!this.ondata)err(5);if(this.s.l)err(4);this.p(this.b,false);this.s.w=this.s.i,this.s.i-=2;if(e){var t=new oa(6);t[0]=this.s.r>>3;var n=wfblk(t,this.s.r,Na);this.s.r=0;this.ondata(t.subarray(0,n>>3),false)}};return Deflate}();var Oa=null&&function(){function AsyncDeflate(e,t){astrmify([bDflt,function(){return[astrm,Ca]}],this,StrmOpt.call(this,e,t),function(e){var t=new Ca(e.data);onmessage=astrm(t)},6,1)}return AsyncDeflate}();function deflate(e,t,n){if(!n)n=t,t={};if(typeof n!="function")err(7);return cbify(e,t,[bDflt],function(e){return pbf(deflateSync(e.data[0],e.data[1]))},0,n)}function deflateSync(e,t){return dopt(e,t||{},0,0)}var Ra=function(){function Inflate(e,t){if(typeof e=="function")t=e,e={};this.ondata=t;var n=e&&e.dictionary&&e.dictionary.subarray(-32768);this.s={i:0,b:n?n.length:0};this.o=new oa(32768);this.p=new oa(0);if(n)this.o.set(n)}Inflate.prototype.e=function(e){if(!this.ondata)err(5);if(this.d)err(4);if(!this.p.length)this.p=e;else if(e.length){var t=new oa(this.p.length+e.length);t.set(this.p),t.set(e,this.p.length),this.p=t}};Inflate.prototype.c=function(e){this.s.i=+(this.d=e||false);var t=this.s.b;var n=inflt(this.p,this.s,this.o);this.ondata(slc(n,t,this.s.b),this.d);this.o=slc(n,this.s.b-32768),this.s.b=this.o.length;this.p=slc(this.p,this.s.p/8|0),this.s.p&=7};Inflate.prototype.push=function(e,t){this.e(e),this.c(t)};return Inflate}();var Pa=null&&function(){function AsyncInflate(e,t){astrmify([bInflt,function(){return[astrm,Ra]}],this,StrmOpt.call(this,e,t),function(e){var t=new Ra(e.data);onmessage=astrm(t)},7,0)}return AsyncInflate}();function inflate(e,t,n){if(!n)n=t,t={};if(typeof n!="function")err(7);return cbify(e,t,[bInflt],function(e){return pbf(inflateSync(e.data[0],gopt(e.data[1])))},1,n)}function inflateSync(e,t){return inflt(e,{i:2},t&&t.out,t&&t.dictionary)}var za=null&&function(){function Gzip(e,t){this.c=crc();this.l=0;this.v=1;Ca.call(this,e,t)}Gzip.prototype.push=function(e,t){this.c.p(e);this.l+=e.length;Ca.prototype.push.call(this,e,t)};Gzip.prototype.p=function(e,t){var n=dopt(e,this.o,this.v&&gzhl(this.o),t&&8,this.s);if(this.v)gzh(n,this.o),this.v=0;if(t)wbytes(n,n.length-8,this.c.d()),wbytes(n,n.length-4,this.l);this.ondata(n,t)};Gzip.prototype.flush=function(e){Ca.prototype.flush.call(this,e)};return Gzip}();var Ma=null&&function(){function AsyncGzip(e,t){astrmify([bDflt,gze,function(){return[astrm,Ca,za]}],this,StrmOpt.call(this,e,t),function(e){var t=new za(e.data);onmessage=astrm(t)},8,1)}return AsyncGzip}();function gzip(e,t,n){if(!n)n=t,t={};if(typeof n!="function")err(7);return cbify(e,t,[bDflt,gze,function(){return[gzipSync]}],function(e){return pbf(gzipSync(e.data[0],e.data[1]))},2,n)}function gzipSync(e,t){if(!t)t={};var n=crc(),r=e.length;n.p(e);var s=dopt(e,t,gzhl(t),8),i=s.length;return gzh(s,t),wbytes(s,i-8,n.d()),wbytes(s,i-4,r),s}var ja=null&&function(){function Gunzip(e,t){this.v=1;this.r=0;Ra.call(this,e,t)}Gunzip.prototype.push=function(e,t){Ra.prototype.e.call(this,e);this.r+=e.length;if(this.v){var n=this.p.subarray(this.v-1);var r=n.length>3?gzs(n):4;if(r>n.length){if(!t)return}else if(this.v>1&&this.onmember){this.onmember(this.r-n.length)}this.p=n.subarray(r),this.v=0}Ra.prototype.c.call(this,0);if(this.s.f&&!this.s.l){this.v=shft(this.s.p)+9;this.s={i:0};this.o=new oa(0);this.push(new oa(0),t)}else if(t){Ra.prototype.c.call(this,t)}};return Gunzip}();var Ba=null&&function(){function AsyncGunzip(e,t){var n=this;astrmify([bInflt,guze,function(){return[astrm,Ra,ja]}],this,StrmOpt.call(this,e,t),function(e){var t=new ja(e.data);t.onmember=function(e){return postMessage(e)};onmessage=astrm(t)},9,0,function(e){return n.onmember&&n.onmember(e)})}return AsyncGunzip}();function gunzip(e,t,n){if(!n)n=t,t={};if(typeof n!="function")err(7);return cbify(e,t,[bInflt,guze,function(){return[gunzipSync]}],function(e){return pbf(gunzipSync(e.data[0],e.data[1]))},3,n)}function gunzipSync(e,t){var n=gzs(e);if(n+8>e.length)err(6,"invalid gzip data");return inflt(e.subarray(n,-8),{i:2},t&&t.out||new oa(gzl(e)),t&&t.dictionary)}var Fa=null&&function(){function Zlib(e,t){this.c=adler();this.v=1;Ca.call(this,e,t)}Zlib.prototype.push=function(e,t){this.c.p(e);Ca.prototype.push.call(this,e,t)};Zlib.prototype.p=function(e,t){var n=dopt(e,this.o,this.v&&(this.o.dictionary?6:2),t&&4,this.s);if(this.v)zlh(n,this.o),this.v=0;if(t)wbytes(n,n.length-4,this.c.d());this.ondata(n,t)};Zlib.prototype.flush=function(e){Ca.prototype.flush.call(this,e)};return Zlib}();var Da=null&&function(){function AsyncZlib(e,t){astrmify([bDflt,zle,function(){return[astrm,Ca,Fa]}],this,StrmOpt.call(this,e,t),function(e){var t=new Fa(e.data);onmessage=astrm(t)},10,1)}return AsyncZlib}();function zlib(e,t,n){if(!n)n=t,t={};if(typeof n!="function")err(7);return cbify(e,t,[bDflt,zle,function(){return[zlibSync]}],function(e){return pbf(zlibSync(e.data[0],e.data[1]))},4,n)}function zlibSync(e,t){if(!t)t={};var n=adler();n.p(e);var r=dopt(e,t,t.dictionary?6:2,4);return zlh(r,t),wbytes(r,r.length-4,n.d()),r}var Ua=null&&function(){function Unzlib(e,t){Ra.call(this,e,t);this.v=e&&e.dictionary?2:1}Unzlib.prototype.push=function(e,t){Ra.prototype.e.call(this,e);if(this.v){if(this.p.length<6&&!t)return;this.p=this.p.subarray(zls(this.p,this.v-1)),this.v=0}if(t){if(this.p.length<4)err(6,"invalid zlib data");this.p=this.p.subarray(0,-4)}Ra.prototype.c.call(this,t)};return Unzlib}();var Va=null&&function(){function AsyncUnzlib(e,t){astrmify([bInflt,zule,function(){return[astrm,Ra,Ua]}],this,StrmOpt.call(this,e,t),function(e){var t=new Ua(e.data);onmessage=astrm(t)},11,0)}return AsyncUnzlib}();function unzlib(e,t,n){if(!n)n=t,t={};if(typeof n!="function")err(7);return cbify(e,t,[bInflt,zule,function(){return[unzlibSync]}],function(e){return pbf(unzlibSync(e.data[0],gopt(e.data[1])))},5,n)}function unzlibSync(e,t){return inflt(e.subarray(zls(e,t&&t.dictionary),-4),{i:2},t&&t.out,t&&t.dictionary)}var qa=null&&function(){function Decompress(e,t){this.o=StrmOpt.call(this,e,t)||{};this.G=ja;this.I=Ra;this.Z=Ua}Decompress.prototype.i=function(){var e=this;this.s.ondata=function(t,n){e.ondata(t,n)}};Decompress.prototype.push=function(e,t){if(!this.ondata)err(5);if(!this.s){if(this.p&&this.p.length){var n=new oa(this.p.length+e.length);n.set(this.p),n.set(e,this.p.length)}else this.p=e;if(this.p.length>2){this.s=this.p[0]==31&&this.p[1]==139&&this.p[2]==8?new this.G(this.o):(this.p[0]&15)!=8||this.p[0]>>4>7||(this.p[0]<<8|this.p[1])%31?new this.I(this.o):new this.Z(this.o);this.i();this.s.push(this.p,t);this.p=null}}else this.s.push(e,t)};return Decompress}();var Ka=null&&function(){function AsyncDecompress(e,t){qa.call(this,e,t);this.queuedSize=0;this.G=Ba;this.I=Pa;this.Z=Va}AsyncDecompress.prototype.i=function(){var e=this;this.s.ondata=function(t,n,r){e.ondata(t,n,r)};this.s.ondrain=function(t){e.queuedSize-=t;if(e.ondrain)e.ondrain(t)}};AsyncDecompress.prototype.push=function(e,t){this.queuedSize+=e.length;qa.prototype.push.call(this,e,t)};return AsyncDecompress}();function decompress(e,t,n){if(!n)n=t,t={};if(typeof n!="function")err(7);return e[0]==31&&e[1]==139&&e[2]==8?gunzip(e,t,n):(e[0]&15)!=8||e[0]>>4>7||(e[0]<<8|e[1])%31?inflate(e,t,n):unzlib(e,t,n)}function decompressSync(e,t){return e[0]==31&&e[1]==139&&e[2]==8?gunzipSync(e,t):(e[0]&15)!=8||e[0]>>4>7||(e[0]<<8|e[1])%31?inflateSync(e,t):unzlibSync(e,t)}var fltn=function(e,t,n,r){for(var s in e){var i=e[s],o=t+s,a=r;if(Array.isArray(i))a=mrg(r,i[1]),i=i[0];if(ArrayBuffer.isView(i))n[o]=[i,a];else{n[o+="/"]=[new oa(0),a];fltn(i,o,n,r)}}};var Za=typeof TextEncoder!="undefined"&&new TextEncoder;var Ha=typeof TextDecoder!="undefined"&&new TextDecoder;var Ga=0;try{Ha.decode(Na,{stream:true});Ga=1}catch(e){}var dutf8=function(e){for(var t="",n=0;;){var r=e[n++];var s=(r>127)+(r>223)+(r>239);if(n+s>e.length)return{s:t,r:slc(e,n-1)};if(!s)t+=String.fromCharCode(r);else if(s==3){r=((r&15)<<18|(e[n++]&63)<<12|(e[n++]&63)<<6|e[n++]&63)-65536,t+=String.fromCharCode(55296|r>>10,56320|r&1023)}else if(s&1)t+=String.fromCharCode((r&31)<<6|e[n++]&63);else t+=String.fromCharCode((r&15)<<12|(e[n++]&63)<<6|e[n++]&63)}};var Wa=null&&function(){function DecodeUTF8(e){this.ondata=e;if(Ga)this.t=new TextDecoder;else this.p=Na}DecodeUTF8.prototype.push=function(e,t){if(!this.ondata)err(5);t=!!t;if(this.t){this.ondata(this.t.decode(e,{stream:true}),t);if(t){if(this.t.decode().length)err(8);this.t=null}return}if(!this.p)err(4);var n=new oa(this.p.length+e.length);n.set(this.p);n.set(e,this.p.length);var r=dutf8(n),s=r.s,i=r.r;if(t){if(i.length)err(8);this.p=null}else this.p=i;this.ondata(s,t)};return DecodeUTF8}();var Ja=null&&function(){function EncodeUTF8(e){this.ondata=e}EncodeUTF8.prototype.push=function(e,t){if(!this.ondata)err(5);if(this.d)err(4);this.ondata(strToU8(e),this.d=t||false)};return EncodeUTF8}();function strToU8(e,t){if(t){var n=new oa(e.length);for(var r=0;r<e.length;++r)n[r]=e.charCodeAt(r);return n}if(Za)return Za.encode(e);var s=e.length;var i=new oa(e.length+(e.length>>1));var o=0;var w=function(e){i[o++]=e};for(var r=0;r<s;++r){if(o+5>i.length){var a=new oa(o+8+(s-r<<1));a.set(i);i=a}var c=e.charCodeAt(r);if(c<128||t)w(c);else if(c<2048)w(192|c>>6),w(128|c&63);else if(c>55295&&c<57344)c=65536+(c&1023<<10)|e.charCodeAt(++r)&1023,w(240|c>>18),w(128|c>>12&63),w(128|c>>6&63),w(128|c&63);else w(224|c>>12),w(128|c>>6&63),w(128|c&63)}return slc(i,0,o)}function strFromU8(e,t){if(t){var n="";for(var r=0;r<e.length;r+=16384)n+=String.fromCharCode.apply(null,e.subarray(r,r+16384));return n}else if(Ha){return Ha.decode(e)}else{var s=dutf8(e),i=s.s,n=s.r;if(n.length)err(8);return i}}var dbf=function(e){return e==1?3:e<6?2:e==9?1:0};var slzh=function(e,t){return t+30+b2(e,t+26)+b2(e,t+28)};var zh=function(e,t,n){var r=b2(e,t+28),s=b2(e,t+30),i=strFromU8(e.subarray(t+46,t+46+r),!(b2(e,t+8)&2048)),o=t+46+r;var a=z64hs(e,o,s,n,b4(e,t+20),b4(e,t+24),b4(e,t+42)),c=a[0],l=a[1],u=a[2];return[b2(e,t+10),c,l,i,o+s+b2(e,t+32),u]};var z64hs=function(e,t,n,r,s,i,o){var a=s==4294967295,c=i==4294967295,l=o==4294967295,u=t+n;var f=a+c+l;if(r&&f){for(;t+4<u;t+=4+b2(e,t+2)){if(b2(e,t)==1){return[a?b8(e,t+4+8*c):s,c?b8(e,t+4):i,l?b8(e,t+4+8*(c+a)):o,1]}}if(r<2)err(13)}return[s,i,o,0]};var exfl=function(e){var t=0;if(e){for(var n in e){var r=e[n].length;if(r>65535)err(9);t+=r+4}}return t};var wzh=function(e,t,n,r,s,i,o,a){var c=r.length,l=n.extra,u=a&&a.length;var f=exfl(l);wbytes(e,t,o!=null?33639248:67324752),t+=4;if(o!=null)e[t++]=20,e[t++]=n.os;e[t]=20,t+=2;e[t++]=n.flag<<1|(i<0&&8),e[t++]=s&&8;e[t++]=n.compression&255,e[t++]=n.compression>>8;var d=new Date(n.mtime==null?Date.now():n.mtime),h=d.getFullYear()-1980;if(h<0||h>119)err(10);wbytes(e,t,h<<25|d.getMonth()+1<<21|d.getDate()<<16|d.getHours()<<11|d.getMinutes()<<5|d.getSeconds()>>1),t+=4;if(i!=-1){wbytes(e,t,n.crc);wbytes(e,t+4,i<0?-i-2:i);wbytes(e,t+8,n.size)}wbytes(e,t+12,c);wbytes(e,t+14,f),t+=16;if(o!=null){wbytes(e,t,u);wbytes(e,t+6,n.attrs);wbytes(e,t+10,o),t+=14}e.set(r,t);t+=c;if(f){for(var p in l){var m=l[p],g=m.length;wbytes(e,t,+p);wbytes(e,t+2,g);e.set(m,t+4),t+=4+g}}if(u)e.set(a,t),t+=u;return t};var wzf=function(e,t,n,r,s){wbytes(e,t,101010256);wbytes(e,t+8,n);wbytes(e,t+10,n);wbytes(e,t+12,r);wbytes(e,t+16,s)};var Ya=null&&function(){function ZipPassThrough(e){this.filename=e;this.c=crc();this.size=0;this.compression=0}ZipPassThrough.prototype.process=function(e,t){this.ondata(null,e,t)};ZipPassThrough.prototype.push=function(e,t){if(!this.ondata)err(5);this.c.p(e);this.size+=e.length;if(t)this.crc=this.c.d();this.process(e,t||false)};return ZipPassThrough}();var Qa=null&&function(){function ZipDeflate(e,t){var n=this;if(!t)t={};Ya.call(this,e);this.d=new Ca(t,function(e,t){n.ondata(null,e,t)});this.compression=8;this.flag=dbf(t.level)}ZipDeflate.prototype.process=function(e,t){try{this.d.push(e,t)}catch(e){this.ondata(e,null,t)}};ZipDeflate.prototype.push=function(e,t){Ya.prototype.push.call(this,e,t)};return ZipDeflate}();var Xa=null&&function(){function AsyncZipDeflate(e,t){var n=this;if(!t)t={};Ya.call(this,e);this.d=new Oa(t,function(e,t,r){n.ondata(e,t,r)});this.compression=8;this.flag=dbf(t.level);this.terminate=this.d.terminate}AsyncZipDeflate.prototype.process=function(e,t){this.d.push(e,t)};AsyncZipDeflate.prototype.push=function(e,t){Ya.prototype.push.call(this,e,t)};return AsyncZipDeflate}();var ec=null&&function(){function Zip(e){this.ondata=e;this.u=[];this.d=1}Zip.prototype.add=function(e){var t=this;if(!this.ondata)err(5);if(this.d&2)this.ondata(err(4+(this.d&1)*8,0,1),null,false);else{var n=strToU8(e.filename),r=n.length;var s=e.comment,i=s&&strToU8(s);var o=r!=e.filename.length||i&&s.length!=i.length;var a=r+exfl(e.extra)+30;if(r>65535)this.ondata(err(11,0,1),null,false);var c=new oa(a);wzh(c,0,e,n,o,-1);var l=[c];var pAll_1=function(){for(var e=0,n=l;e<n.length;e++){var r=n[e];t.ondata(null,r,false)}l=[]};var u=this.d;this.d=0;var f=this.u.length;var d=mrg(e,{f:n,u:o,o:i,t:function(){if(e.terminate)e.terminate()},r:function(){pAll_1();if(u){var e=t.u[f+1];if(e)e.r();else t.d=1}u=1}});var h=0;e.ondata=function(n,r,s){if(n){t.ondata(n,r,s);t.terminate()}else{h+=r.length;l.push(r);if(s){var i=new oa(16);wbytes(i,0,134695760);wbytes(i,4,e.crc);wbytes(i,8,h);wbytes(i,12,e.size);l.push(i);d.c=h,d.b=a+h+16,d.crc=e.crc,d.size=e.size;if(u)d.r();u=1}else if(u)pAll_1()}};this.u.push(d)}};Zip.prototype.end=function(){var e=this;if(this.d&2){this.ondata(err(4+(this.d&1)*8,0,1),null,true);return}if(this.d)this.e();else this.u.push({r:function(){if(!(e.d&1))return;e.u.splice(-1,1);e.e()},t:function(){}});this.d=3};Zip.prototype.e=function(){var e=0,t=0,n=0;for(var r=0,s=this.u;r<s.length;r++){var i=s[r];n+=46+i.f.length+exfl(i.extra)+(i.o?i.o.length:0)}var o=new oa(n+22);for(var a=0,c=this.u;a<c.length;a++){var i=c[a];wzh(o,e,i,i.f,i.u,-i.c-2,t,i.o);e+=46+i.f.length+exfl(i.extra)+(i.o?i.o.length:0),t+=i.b}wzf(o,e,this.u.length,n,t);this.ondata(null,o,true);this.d=2};Zip.prototype.terminate=function(){for(var e=0,t=this.u;e<t.length;e++){var n=t[e];n.t()}this.d=2};return Zip}();function zip(e,t,n){if(!n)n=t,t={};if(typeof n!="function")err(7);var r={};fltn(e,"",r,t);var s=Object.keys(r);var i=s.length,o=0,a=0;var c=i,l=new Array(i);var u=[];var tAll=function(){for(var e=0;e<u.length;++e)u[e]()};var cbd=function(e,t){ic(function(){n(e,t)})};ic(function(){cbd=n});var cbf=function(){var e=new oa(a+22),t=o,n=a-o;a=0;for(var r=0;r<c;++r){var s=l[r];try{var i=s.c.length;wzh(e,a,s,s.f,s.u,i);var u=30+s.f.length+exfl(s.extra);var f=a+u;e.set(s.c,f);wzh(e,o,s,s.f,s.u,i,a,s.m),o+=16+u+(s.m?s.m.length:0),a=f+i}catch(e){return cbd(e,null)}}wzf(e,o,l.length,n,t);cbd(null,e)};if(!i)cbf();var _loop_1=function(e){var t=s[e];var n=r[t],c=n[0],f=n[1];var d=crc(),h=c.length;d.p(c);var p=strToU8(t),m=p.length;var g=f.comment,v=g&&strToU8(g),y=v&&v.length;var b=exfl(f.extra);var k=f.level==0?0:8;var cbl=function(n,r){if(n){tAll();cbd(n,null)}else{var s=r.length;l[e]=mrg(f,{size:h,crc:d.d(),c:r,f:p,m:v,u:m!=t.length||v&&g.length!=y,compression:k});o+=30+m+b+s;a+=76+2*(m+b)+(y||0)+s;if(! --i)cbf()}};if(m>65535)cbl(err(11,0,1),null);if(!k)cbl(null,c);else if(h<16e4){try{cbl(null,deflateSync(c,f))}catch(e){cbl(e,null)}}else u.push(deflate(c,f,cbl))};for(var f=0;f<c;++f){_loop_1(f)}return tAll}function zipSync(e,t){if(!t)t={};var n={};var r=[];fltn(e,"",n,t);var s=0;var i=0;for(var o in n){var a=n[o],c=a[0],l=a[1];var u=l.level==0?0:8;var f=strToU8(o),d=f.length;var h=l.comment,p=h&&strToU8(h),m=p&&p.length;var g=exfl(l.extra);if(d>65535)err(11);var v=u?deflateSync(c,l):c,y=v.length;var b=crc();b.p(c);r.push(mrg(l,{size:c.length,crc:b.d(),c:v,f:f,m:p,u:d!=o.length||p&&h.length!=m,o:s,compression:u}));s+=30+d+g+y;i+=76+2*(d+g)+(m||0)+y}var k=new oa(i+22),S=s,$=i-s;for(var A=0;A<r.length;++A){var f=r[A];wzh(k,f.o,f,f.f,f.u,f.c.length);var E=30+f.f.length+exfl(f.extra);k.set(f.c,f.o+E);wzh(k,s,f,f.f,f.u,f.c.length,f.o,f.m),s+=16+E+(f.m?f.m.length:0)}wzf(k,s,r.length,$,S);return k}var tc=null&&function(){function UnzipPassThrough(){}UnzipPassThrough.prototype.push=function(e,t){this.ondata(null,e,t)};UnzipPassThrough.compression=0;return UnzipPassThrough}();var nc=null&&function(){function UnzipInflate(){var e=this;this.i=new Ra(function(t,n){e.ondata(null,t,n)})}UnzipInflate.prototype.push=function(e,t){try{this.i.push(e,t)}catch(e){this.ondata(e,null,t)}};UnzipInflate.compression=8;return UnzipInflate}();var rc=null&&function(){function AsyncUnzipInflate(e,t){var n=this;if(t<32e4){this.i=new Ra(function(e,t){n.ondata(null,e,t)})}else{this.i=new Pa(function(e,t,r){n.ondata(e,t,r)});this.terminate=this.i.terminate}}AsyncUnzipInflate.prototype.push=function(e,t){if(this.i.terminate)e=slc(e,0);this.i.push(e,t)};AsyncUnzipInflate.compression=8;return AsyncUnzipInflate}();var sc=null&&function(){function Unzip(e){this.onfile=e;this.k=[];this.o={0:tc};this.p=Na}Unzip.prototype.push=function(e,t){var n=this;if(!this.onfile)err(5);if(!this.p)err(4);if(this.c>0){var r=Math.min(this.c,e.length);var s=e.subarray(0,r);this.c-=r;if(this.d)this.d.push(s,!this.c);else this.k[0].push(s);e=e.subarray(r);if(e.length)return this.push(e,t)}else{var i=0,o=0,a=void 0,c=void 0;if(!this.p.length)c=e;else if(!e.length)c=this.p;else{c=new oa(this.p.length+e.length);c.set(this.p),c.set(e,this.p.length)}var l=c.length,u=this.c,f=u&&this.d;var _loop_2=function(){var e=b4(c,o);if(e==67324752){i=1,a=o;d.d=null;d.c=0;var t=b2(c,o+6),r=b2(c,o+8),s=t&2048,f=t&8,h=b2(c,o+26),p=b2(c,o+28);if(l>o+30+h+p){var m=[];d.k.unshift(m);i=2;var g=b4(c,o+18),v=b4(c,o+22);var y=strFromU8(c.subarray(o+30,o+=30+h),!s);var b=z64hs(c,o,p,2,g,v,0),k=b[0],S=b[1],$=b[3];if(f)k=-1-$;o+=p;d.c=k;var A;var E={name:y,compression:r,start:function(){if(!E.ondata)err(5);if(!k)E.ondata(null,Na,true);else{var e=n.o[r];if(!e)E.ondata(err(14,"unknown compression type "+r,1),null,false);A=k<0?new e(y):new e(y,k,S);A.ondata=function(e,t,n){E.ondata(e,t,n)};for(var t=0,s=m;t<s.length;t++){var i=s[t];A.push(i,false)}if(n.k[0]==m&&n.c)n.d=A;else A.push(Na,true)}},terminate:function(){if(A&&A.terminate)A.terminate()}};if(k>=0)E.size=k,E.originalSize=S;d.onfile(E)}return"break"}else if(u){if(e==134695760){a=o+=12+(u==-2&&8),i=3,d.c=0;return"break"}else if(e==33639248){a=o-=4,i=3,d.c=0;return"break"}}};var d=this;for(;o<l-4;++o){var h=_loop_2();if(h==="break")break}this.p=Na;if(u<0){var p=i?c.subarray(0,a-12-(u==-2&&8)-(b4(c,a-16)==134695760&&4)):c.subarray(0,o);if(f)f.push(p,!!i);else this.k[+(i==2)].push(p)}if(i&2)return this.push(c.subarray(o),t);this.p=c.subarray(o)}if(t){if(this.c)err(13);this.p=null}};Unzip.prototype.register=function(e){this.o[e.compression]=e};return Unzip}();var ic=typeof queueMicrotask=="function"?queueMicrotask:typeof setTimeout=="function"?setTimeout:function(e){e()};function unzip(e,t,n){if(!n)n=t,t={};if(typeof n!="function")err(7);var r=[];var tAll=function(){for(var e=0;e<r.length;++e)r[e]()};var s={};var cbd=function(e,t){ic(function(){n(e,t)})};ic(function(){cbd=n});var i=e.length-22;for(;b4(e,i)!=101010256;--i){if(!i||e.length-i>65558){cbd(err(13,0,1),null);return tAll}}var o=b2(e,i+8);if(o){var a=o;var c=b4(e,i+16);var l=b4(e,i-20)==117853008;if(l){var u=b4(e,i-12);l=b4(e,u)==101075792;if(l){a=o=b4(e,u+32);c=b4(e,u+48)}}var f=t&&t.filter;var _loop_3=function(t){var n=zh(e,c,l),i=n[0],a=n[1],u=n[2],d=n[3],h=n[4],p=n[5],m=slzh(e,p);c=h;var cbl=function(e,t){if(e){tAll();cbd(e,null)}else{if(t)s[d]=t;if(! --o)cbd(null,s)}};if(!f||f({name:d,size:a,originalSize:u,compression:i})){if(!i)cbl(null,slc(e,m,m+a));else if(i==8){var g=e.subarray(m,m+a);if(u<524288||a>.8*u){try{cbl(null,inflateSync(g,{out:new oa(u)}))}catch(e){cbl(e,null)}}else r.push(inflate(g,{size:u},cbl))}else cbl(err(14,"unknown compression type "+i,1),null)}else cbl(null,null)};for(var d=0;d<a;++d){_loop_3(d)}}else cbd(null,{});return tAll}function unzipSync(e,t){var n={};var r=e.length-22;for(;b4(e,r)!=101010256;--r){if(!r||e.length-r>65558)err(13)}var s=b2(e,r+8);if(!s)return{};var i=b4(e,r+16);var o=b4(e,r-20)==117853008;if(o){var a=b4(e,r-12);o=b4(e,a)==101075792;if(o){s=b4(e,a+32);i=b4(e,a+48)}}var c=t&&t.filter;for(var l=0;l<s;++l){var u=zh(e,i,o),f=u[0],d=u[1],h=u[2],p=u[3],m=u[4],g=u[5],v=slzh(e,g);i=m;if(!c||c({name:p,size:d,originalSize:h,compression:f})){if(!f)n[p]=slc(e,v,v+d);else if(f==8)n[p]=inflateSync(e.subarray(v,v+d),{out:new oa(h)});else err(14,"unknown compression type "+f)}}return n}var oc=ArrayBuffer,ac=Uint8Array,cc=Uint16Array,uc=Int16Array,fc=null&&Uint32Array,dc=Int32Array;var esm_slc=function(e,t,n){if(ac.prototype.slice)return ac.prototype.slice.call(e,t,n);if(t==null||t<0)t=0;if(n==null||n>e.length)n=e.length;var r=new ac(n-t);r.set(e.subarray(t,n));return r};var fill=function(e,t,n,r){if(ac.prototype.fill)return ac.prototype.fill.call(e,t,n,r);if(n==null||n<0)n=0;if(r==null||r>e.length)r=e.length;for(;n<r;++n)e[n]=t;return e};var cpw=function(e,t,n,r){if(ac.prototype.copyWithin)return ac.prototype.copyWithin.call(e,t,n,r);if(n==null||n<0)n=0;if(r==null||r>e.length)r=e.length;while(n<r){e[t++]=e[n++]}};var hc={InvalidData:0,WindowSizeTooLarge:1,InvalidBlockType:2,FSEAccuracyTooHigh:3,DistanceTooFarBack:4,UnexpectedEOF:5};var pc=["invalid zstd data","window size too large (>2046MB)","invalid block type","FSE accuracy too high","match distance too far back","unexpected EOF"];var esm_err=function(e,t,n){var r=new Error(t||pc[e]);r.code=e;if(Error.captureStackTrace)Error.captureStackTrace(r,esm_err);if(!n)throw r;return r};var rb=function(e,t,n){var r=0,s=0;for(;r<n;++r)s|=e[t++]<<(r<<3);return s};var esm_b4=function(e,t){return(e[t]|e[t+1]<<8|e[t+2]<<16|e[t+3]<<24)>>>0};var rzfh=function(e,t){var n=e[0]|e[1]<<8|e[2]<<16;if(n==3126568&&e[3]==253){var r=e[4];var s=r>>5&1,i=r>>2&1,o=r&3,a=r>>6;if(r&8)esm_err(0);var c=6-s;var l=o==3?4:o;var u=rb(e,c,l);c+=l;var f=a?1<<a:s;var d=rb(e,c,f)+(a==1&&256);var h=d;if(!s){var p=1<<10+(e[5]>>3);h=p+(p>>3)*(e[5]&7)}if(h>2145386496)esm_err(1);var m=new ac((t==1?d||h:t?0:h)+12);m[0]=1,m[4]=4,m[8]=8;return{b:c+f,y:0,l:0,d:u,w:t&&t!=1?t:m.subarray(12),e:h,o:new dc(m.buffer,0,3),u:d,c:i,m:Math.min(131072,h)}}else if((n>>4|e[3]<<20)==25481893){return esm_b4(e,4)+8}esm_err(0)};var msb=function(e){var t=0;for(;1<<t<=e;++t);return t-1};var rfse=function(e,t,n){var r=(t<<3)+4;var s=(e[t]&15)+5;if(s>n)esm_err(3);var i=1<<s;var o=i,a=-1,c=-1,l=-1,u=i;var f=new oc(512+(i<<2));var d=new uc(f,0,256);var h=new cc(f,0,256);var p=new cc(f,512,i);var m=512+(i<<1);var g=new ac(f,m,i);var v=new ac(f,m+i);while(a<255&&o>0){var y=msb(o+1);var b=r>>3;var k=(1<<y+1)-1;var S=(e[b]|e[b+1]<<8|e[b+2]<<16)>>(r&7)&k;var $=(1<<y)-1;var A=k-o-1;var E=S&$;if(E<A)r+=y,S=E;else{r+=y+1;if(S>$)S-=A}d[++a]=--S;if(S==-1){o+=S;g[--u]=a}else o-=S;if(!S){do{var T=r>>3;c=(e[T]|e[T+1]<<8)>>(r&7)&3;r+=2;a+=c}while(c==3)}}if(a>255||o)esm_err(0);var x=0;var N=(i>>1)+(i>>3)+3;var I=i-1;for(var L=0;L<=a;++L){var C=d[L];if(C<1){h[L]=-C;continue}for(l=0;l<C;++l){g[x]=L;do{x=x+N&I}while(x>=u)}}if(x)esm_err(0);for(l=0;l<i;++l){var O=h[g[l]]++;var R=v[l]=s-msb(O);p[l]=(O<<R)-i}return[r+7>>3,{b:s,s:g,n:v,t:p}]};var rhu=function(e,t){var n=0,r=-1;var s=new ac(292),i=e[t];var o=s.subarray(0,256);var a=s.subarray(256,268);var c=new cc(s.buffer,268);if(i<128){var l=rfse(e,t+1,6),u=l[0],f=l[1];t+=i;var d=u<<3;var h=e[t];if(!h)esm_err(0);var p=0,m=0,g=f.b,v=g;var y=(++t<<3)-8+msb(h);for(;;){y-=g;if(y<d)break;var b=y>>3;p+=(e[b]|e[b+1]<<8)>>(y&7)&(1<<g)-1;o[++r]=f.s[p];y-=v;if(y<d)break;b=y>>3;m+=(e[b]|e[b+1]<<8)>>(y&7)&(1<<v)-1;o[++r]=f.s[m];g=f.n[p];p=f.t[p];v=f.n[m];m=f.t[m]}if(++r>255)esm_err(0)}else{r=i-127;for(;n<r;n+=2){var k=e[++t];o[n]=k>>4;o[n+1]=k&15}++t}var S=0;for(n=0;n<r;++n){var $=o[n];if($>11)esm_err(0);S+=$&&1<<$-1}var A=msb(S)+1;var E=1<<A;var T=E-S;if(T&T-1)esm_err(0);o[r++]=msb(T)+1;for(n=0;n<r;++n){var $=o[n];++a[o[n]=$&&A+1-$]}var x=new ac(E<<1);var N=x.subarray(0,E),I=x.subarray(E);c[A]=0;for(n=A;n>0;--n){var L=c[n];fill(I,n,L,c[n-1]=L+a[n]*(1<<A-n))}if(c[0]!=E)esm_err(0);for(n=0;n<r;++n){var C=o[n];if(C){var O=c[C];fill(N,n,O,c[C]=O+(1<<A-C))}}return[t,{n:I,b:A,s:N}]};var mc=rfse(new ac([81,16,99,140,49,198,24,99,12,33,196,24,99,102,102,134,70,146,4]),0,6)[1];var gc=rfse(new ac([33,20,196,24,99,140,33,132,16,66,8,33,132,16,66,8,33,68,68,68,68,68,68,68,68,36,9]),0,6)[1];var vc=rfse(new ac([32,132,16,66,102,70,68,68,68,68,36,73,2]),0,5)[1];var b2bl=function(e,t){var n=e.length,r=new dc(n);for(var s=0;s<n;++s){r[s]=t;t+=1<<e[s]}return r};var yc=new ac(new dc([0,0,0,0,16843009,50528770,134678020,202050057,269422093]).buffer,0,36);var bc=b2bl(yc,0);var wc=new ac(new dc([0,0,0,0,0,0,0,0,16843009,50528770,117769220,185207048,252579084,16]).buffer,0,53);var _c=b2bl(wc,3);var dhu=function(e,t,n){var r=e.length,s=t.length,i=e[r-1],o=(1<<n.b)-1,a=-n.b;if(!i)esm_err(0);var c=0,l=n.b,u=(r<<3)-8+msb(i)-l,f=-1;for(;u>a&&f<s;){var d=u>>3;var h=(e[d]|e[d+1]<<8|e[d+2]<<16)>>(u&7);c=(c<<l|h)&o;t[++f]=n.s[c];u-=l=n.n[c]}if(u!=a||f+1!=s)esm_err(0)};var dhu4=function(e,t,n){var r=6;var s=t.length,i=s+3>>2,o=i<<1,a=i+o;dhu(e.subarray(r,r+=e[0]|e[1]<<8),t.subarray(0,i),n);dhu(e.subarray(r,r+=e[2]|e[3]<<8),t.subarray(i,o),n);dhu(e.subarray(r,r+=e[4]|e[5]<<8),t.subarray(o,a),n);dhu(e.subarray(r),t.subarray(a),n)};var rzb=function(e,t,n){var r;var s=t.b;var i=e[s],o=i>>1&3;t.l=i&1;var a=i>>3|e[s+1]<<5|e[s+2]<<13;var c=(s+=3)+a;if(o==1){if(s>=e.length)return;t.b=s+1;if(n){fill(n,e[s],t.y,t.y+=a);return n}return fill(new ac(a),e[s])}if(c>e.length)return;if(o==0){t.b=c;if(n){n.set(e.subarray(s,c),t.y);t.y+=a;return n}return esm_slc(e,s,c)}if(o==2){var l=e[s],u=l&3,f=l>>2&3;var d=l>>4,h=0,p=0;if(u<2){if(f&1)d|=e[++s]<<4|(f&2&&e[++s]<<12);else d=l>>3}else{p=f;if(f<2)d|=(e[++s]&63)<<4,h=e[s]>>6|e[++s]<<2;else if(f==2)d|=e[++s]<<4|(e[++s]&3)<<12,h=e[s]>>2|e[++s]<<6;else d|=e[++s]<<4|(e[++s]&63)<<12,h=e[s]>>6|e[++s]<<2|e[++s]<<10}++s;var m=n?n.subarray(t.y,t.y+t.m):new ac(t.m);var g=m.length-d;if(u==0)m.set(e.subarray(s,s+=d),g);else if(u==1)fill(m,e[s++],g);else{var v=t.h;if(u==2){var y=rhu(e,s);h+=s-(s=y[0]);t.h=v=y[1]}else if(!v)esm_err(0);(p?dhu4:dhu)(e.subarray(s,s+=h),m.subarray(g),v)}var b=e[s++];if(b){if(b==255)b=(e[s++]|e[s++]<<8)+32512;else if(b>127)b=b-128<<8|e[s++];var k=e[s++];if(k&3)esm_err(0);var S=[gc,vc,mc];for(var $=2;$>-1;--$){var A=k>>($<<1)+2&3;if(A==1){var E=new ac([0,0,e[s++]]);S[$]={s:E.subarray(2,3),n:E.subarray(0,1),t:new cc(E.buffer,0,1),b:0}}else if(A==2){r=rfse(e,s,9-($&1)),s=r[0],S[$]=r[1]}else if(A==3){if(!t.t)esm_err(0);S[$]=t.t[$]}}var T=t.t=S,x=T[0],N=T[1],I=T[2];var L=e[c-1];if(!L)esm_err(0);var C=(c<<3)-8+msb(L)-I.b,O=C>>3,R=0;var P=(e[O]|e[O+1]<<8)>>(C&7)&(1<<I.b)-1;O=(C-=N.b)>>3;var z=(e[O]|e[O+1]<<8)>>(C&7)&(1<<N.b)-1;O=(C-=x.b)>>3;var M=(e[O]|e[O+1]<<8)>>(C&7)&(1<<x.b)-1;for(++b;--b;){var j=I.s[P];var B=I.n[P];var F=x.s[M];var D=x.n[M];var U=N.s[z];var V=N.n[z];O=(C-=U)>>3;var q=1<<U;var K=q+((e[O]|e[O+1]<<8|e[O+2]<<16|e[O+3]<<24)>>>(C&7)&q-1);O=(C-=wc[F])>>3;var Z=_c[F]+((e[O]|e[O+1]<<8|e[O+2]<<16)>>(C&7)&(1<<wc[F])-1);O=(C-=yc[j])>>3;var H=bc[j]+((e[O]|e[O+1]<<8|e[O+2]<<16)>>(C&7)&(1<<yc[j])-1);O=(C-=B)>>3;P=I.t[P]+((e[O]|e[O+1]<<8)>>(C&7)&(1<<B)-1);O=(C-=D)>>3;M=x.t[M]+((e[O]|e[O+1]<<8)>>(C&7)&(1<<D)-1);O=(C-=V)>>3;z=N.t[z]+((e[O]|e[O+1]<<8)>>(C&7)&(1<<V)-1);if(K>3){t.o[2]=t.o[1];t.o[1]=t.o[0];t.o[0]=K-=3}else{var G=K-(H!=0);if(G){K=G==3?t.o[0]-1:t.o[G];if(G>1)t.o[2]=t.o[1];t.o[1]=t.o[0];t.o[0]=K}else K=t.o[0]}for(var $=0;$<H;++$){m[R+$]=m[g+$]}R+=H,g+=H;var W=R-K;if(W<0){var J=-W;var Y=t.e+W;if(J>Z)J=Z;for(var $=0;$<J;++$){m[R+$]=t.w[Y+$]}R+=J,Z-=J,W=0}for(var $=0;$<Z;++$){m[R+$]=m[W+$]}R+=Z}if(R!=g){while(g<m.length){m[R++]=m[g++]}}else R=m.length;if(n)t.y+=R;else m=esm_slc(m,0,R)}else if(n){t.y+=d;if(g){for(var $=0;$<d;++$){m[$]=m[g+$]}}}else if(g)m=esm_slc(m,g);t.b=c;return m}esm_err(2)};var cct=function(e,t){if(e.length==1)return e[0];var n=new ac(t);for(var r=0,s=0;r<e.length;++r){var i=e[r];n.set(i,s);s+=i.length}return n};function esm_decompress(e,t){var n=[],r=+!t;var s=0,i=0;for(;e.length;){var o=rzfh(e,r||t);if(typeof o=="object"){if(r){t=null;if(o.w.length==o.u){n.push(t=o.w);i+=o.u}}else{n.push(t);o.e=0}for(;!o.l;){var a=rzb(e,o,t);if(!a)esm_err(5);if(t)o.e=o.y;else{n.push(a);i+=a.length;cpw(o.w,0,a.length);o.w.set(a,o.w.length-a.length)}}s=o.b+o.c*4}else s=o;e=e.subarray(s)}return cct(n,i)}var kc=function(){function Decompress(e){this.ondata=e;this.c=[];this.l=0;this.z=0}Decompress.prototype.push=function(e,t){if(typeof this.s=="number"){var n=Math.min(e.length,this.s);e=e.subarray(n);this.s-=n}var r=e.length;var s=r+this.l;if(!this.s){if(t){if(!s){this.ondata(new ac(0),true);return}if(s<5)esm_err(5)}else if(s<18){this.c.push(e);this.l=s;return}if(this.l){this.c.push(e);e=cct(this.c,s);this.c=[];this.l=0}if(typeof(this.s=rzfh(e))=="number")return this.push(e,t)}if(typeof this.s!="number"){if(s<(this.z||3)){if(t)esm_err(5);this.c.push(e);this.l=s;return}if(this.l){this.c.push(e);e=cct(this.c,s);this.c=[];this.l=0}if(!this.z&&s<(this.z=e[this.s.b]&2?4:3+(e[this.s.b]>>3|e[this.s.b+1]<<5|e[this.s.b+2]<<13))){if(t)esm_err(5);this.c.push(e);this.l=s;return}else this.z=0;for(;;){var i=rzb(e,this.s);if(!i){if(t)esm_err(5);var o=e.subarray(this.s.b);this.s.b=0;this.c.push(o),this.l+=o.length;return}else{this.ondata(i,false);cpw(this.s.w,0,i.length);this.s.w.set(i,this.s.w.length-i.length)}if(this.s.l){var a=e.subarray(this.s.b);this.s=this.s.c*4;this.push(a,t);return}}}else if(t)esm_err(5)};return Decompress}();const Sc=101010256;const $c=117853008;const Ac=101075792;const Ec=33639248;const Tc=67324752;const xc=1<<30;const Nc=256<<20;const Ic=8<<10;class UnzipBudget{limit;used=0;constructor(e=xc){this.limit=e}reserve(e,t){if(this.used+t.size>this.limit)common_fail({file:e,record:`zip entry ${errors_showValue(t.name)}`},`would decompress to ${t.size} bytes`+(this.used>0?` (after ${this.used} from earlier entries)`:"")+`, over the limit of ${this.limit} bytes for one archive (a zip bomb?). `+"Raise it with the option maxUnzippedBytes (YAML max-unzipped-bytes) if the file is genuine.");this.used+=t.size}}function unzipBudget(e){if(e===undefined)return new UnzipBudget;if(!Number.isSafeInteger(e)||e<1)throw new errors_ValidationError(`maxUnzippedBytes must be a positive integer (bytes); got ${errors_showValue(e)}.`,"maxUnzippedBytes");return new UnzipBudget(e)}const Lc=0;const Cc=8;const Oc=93;async function readAt(e,t,n,r){const s=Buffer.alloc(r);let i=0;try{while(i<r){const{bytesRead:t}=await e.read(s,i,r-i,n+i);if(t===0)break;i+=t}}catch(e){return common_fail({file:t},`cannot be read (${describeIoError(e)}).`)}if(i<r)common_fail({file:t},`is truncated: expected ${r} bytes at offset ${n}, the file ends first.`);return s}async function readZipDirectory(e,t,n){const{size:r}=await e.stat();if(r===0)common_fail({file:t},"the file is empty.");if(r<22)common_fail({file:t},`is not a zip archive (${r} bytes), so not ${n}.`);const s=Math.min(r,22+65535);const i=await readAt(e,t,r-s,s);let o=-1;for(let e=i.length-22;e>=0;e--)if(i.readUInt32LE(e)===Sc){o=e;break}if(o<0)common_fail({file:t},`is not a zip archive (no end-of-central-directory record), so not ${n}.`);let a=i.readUInt16LE(o+10);let c=i.readUInt32LE(o+12);let l=i.readUInt32LE(o+16);if(a===65535||c===4294967295||l===4294967295){const n=o-20;if(n<0||i.readUInt32LE(n)!==$c)common_fail({file:t},"zip64 end-of-central-directory locator missing.");const r=Number(i.readBigUInt64LE(n+8));const s=await readAt(e,t,r,56);if(s.readUInt32LE(0)!==Ac)common_fail({file:t},"zip64 end-of-central-directory record missing.");a=Number(s.readBigUInt64LE(32));c=Number(s.readBigUInt64LE(40));l=Number(s.readBigUInt64LE(48))}if(l+c>r)common_fail({file:t},"central directory lies beyond the end of the file (truncated zip).");const u=await readAt(e,t,l,c);const f=[];let d=0;for(let e=0;e<a;e++){if(d+46>u.length||u.readUInt32LE(d)!==Ec)common_fail({file:t,record:`central directory entry ${e+1}`},"bad central directory header.");const n=u.readUInt16LE(d+8);const r=u.readUInt16LE(d+10);const s=u.readUInt32LE(d+16);let i=u.readUInt32LE(d+20);let o=u.readUInt32LE(d+24);const a=u.readUInt16LE(d+28);const c=u.readUInt16LE(d+30);const l=u.readUInt16LE(d+32);let h=u.readUInt32LE(d+42);if(d+46+a+c+l>u.length)common_fail({file:t,record:`central directory entry ${e+1}`},"bad central directory header (its fields run past the directory).");const p=u.toString(n&2048?"utf8":"latin1",d+46,d+46+a);let m=d+46+a;const g=m+c;while(m+4<=g){const e=u.readUInt16LE(m);const t=u.readUInt16LE(m+2);const n=Math.min(m+4+t,g);if(e===1){let e=m+4;const next=()=>{if(e+8>n)return undefined;const t=Number(u.readBigUInt64LE(e));e+=8;return t};if(o===4294967295)o=next()??o;if(i===4294967295)i=next()??i;if(h===4294967295)h=next()??h}m+=4+t}f.push({name:p,method:r,crc:s,compressedSize:i,size:o,localHeaderOffset:h,flags:n});d+=46+a+c+l}return f}async function dataOffset(e,t,n){const r=await readAt(e,t,n.localHeaderOffset,30);if(r.readUInt32LE(0)!==Tc)common_fail({file:t,record:`zip entry ${errors_showValue(n.name)}`},"bad local header offset in the central directory.");return n.localHeaderOffset+30+r.readUInt16LE(26)+r.readUInt16LE(28)}function methodName(e){return e===Lc?"stored":e===Cc?"deflate":e===Oc?"zstd":`method ${e}`}async function streamZipEntry(e,t,n,r,s){const i=`zip entry ${errors_showValue(n.name)}`;if(n.flags&1)common_fail({file:t,record:i},"is encrypted.");s.budget.reserve(t,n);let o=0;let a=0;const sink=e=>{if(e.length===0)return;a+=e.length;if(a>n.size)common_fail({file:t,record:i},`decompresses to more than the ${n.size} bytes the central directory declares `+"(a zip bomb or a corrupt archive); stopped.");o=(0,Xo.crc32)(e,o);r(e)};let c;if(n.method===Lc)c=e=>sink(e);else if(n.method===Cc){const e=new Ra(e=>sink(e));c=(t,n)=>e.push(t,n)}else if(n.method===Oc){const e=new kc(e=>sink(e));c=(t,n)=>e.push(t,n)}else return common_fail({file:t,record:i},`uses zip compression ${methodName(n.method)}; only stored, deflate (8) and zstd (93) are supported.`);const l=await dataOffset(e,t,n);const u=n.method===Cc?Ic:s.chunkSize??4<<20;const f=Buffer.allocUnsafe(Math.min(u,Math.max(n.compressedSize,1)));let d=0;try{if(n.compressedSize===0)c(new Uint8Array(0),true);while(d<n.compressedSize){const r=Math.min(f.length,n.compressedSize-d);const{bytesRead:s}=await e.read(f,0,r,l+d);if(s===0)common_fail({file:t,record:i},"is truncated (the file ends inside the entry).");d+=s;c(new Uint8Array(f.subarray(0,s)),d>=n.compressedSize)}}catch(e){if(e instanceof ScorioError)throw e;if(typeof e.code==="string")return common_fail({file:t},`cannot be read (${describeIoError(e)}).`);return common_fail({file:t,record:i},`cannot be decompressed (${methodName(n.method)}): ${e.message??String(e)}.`)}if(a!==n.size)common_fail({file:t,record:i},`decompressed to ${a} bytes, the central directory says ${n.size}.`);if(o>>>0!==n.crc)common_fail({file:t,record:i},"CRC-32 mismatch: the entry is corrupt.")}async function readInspectEval(e,t={}){const n=[];const r=await openInput(e);try{const s=unzipBudget(t.maxUnzippedBytes);const i=await readZipDirectory(r,e,"an Inspect .eval log");const o=new Map(i.map(e=>[e.name,e]));const a=o.get("header.json")??o.get("_journal/start.json");const c=o.get("summaries.json");const l=i.filter(e=>/^_journal\/summaries\/\d+\.json$/.test(e.name)).sort((e,t)=>journalNumber(e)-journalNumber(t));if(!a&&!c&&l.length===0){const t=i.slice(0,5).map(e=>errors_showValue(e.name));const n=i.some(e=>e.name.endsWith(".npy"));common_fail({file:e},`is a zip archive but not an Inspect log (no header.json or summaries.json; it holds `+`${t.join(", ")}${i.length>5?", ...":""})`+(n?"; it looks like a NumPy .npz: use format npz.":"."))}const streamJson=async(t,n)=>{const i={file:e,record:`zip entry ${errors_showValue(t.name)}`};if(t.size>Nc)common_fail(i,`would decompress to ${t.size} bytes; entries read as one document may have at most ${Nc}.`);const o=new json_stream_JsonStream(i,n);await streamZipEntry(r,e,t,e=>o.write(e),{budget:s});o.end()};const u=a?await readHeader(a,streamJson):undefined;const f=[];let d;if(c){d="summaries.json";await streamJson(c,sampleHandler(e,c,f,d))}else if(l.length>0){d="_journal/summaries";for(const t of l)await streamJson(t,sampleHandler(e,t,f,d));n.push(`${e}: no summaries.json (the log is unfinished, status ${errors_showValue(statusOf(u))}); read ${l.length} journal summary file(s).`)}else return common_fail({file:e},`has no sample summaries (no summaries.json, no _journal/summaries; status ${errors_showValue(statusOf(u))}).`);const h={samples:f,source:d,...headerFields(u)};const p=inspectTable(h,e,t,n);return singleResult(e,"inspect-eval",p,n)}finally{await r.close()}}function sampleHandler(e,t,n,r){const s=n.length;const sampleAt=e=>n[s+e[0]];return{select:(e,t)=>{const n=e.length;if(n===2){const n=e[1];if(n==="scores"||n==="error")return t!=="object";return n==="id"||n==="epoch"}if(n===3)return e[1]==="scores"&&t!=="object";return n===4&&e[1]==="scores"&&e[3]==="value"},onValue:(e,t)=>{const n=sampleAt(e);if(!n)return;if(e.length===2)n[e[1]]=t;else{const r=n.scores;if(e.length===3)setOwn(r,e[2],t);else r[e[2]].value=t}},onStart:(i,o,a)=>{const c=i.length;if(c===0){if(o!=="array")common_fail({file:e,record:`zip entry ${errors_showValue(t.name)}`},`expected an array of samples; got ${o==="object"?"an object":errors_showValue(a)}.`)}else if(c===1){if(o!=="object")common_fail({file:e,record:`${r}[${s+i[0]}]`},`expected a sample object; got ${o==="array"?"an array":errors_showValue(a)}.`);n.push({})}else if(c===2&&o==="object"){const e=sampleAt(i);if(e&&i[1]==="scores")e.scores={};else if(e&&i[1]==="error")e.error=true}else if(c===3&&o==="object"&&i[1]==="scores"){const e=sampleAt(i)?.scores;if(e)setOwn(e,i[2],{})}}}}function setOwn(e,t,n){Object.defineProperty(e,t,{value:n,enumerable:true,writable:true,configurable:true})}async function readHeader(e,t){const n={};await t(e,{select:e=>e.length===1&&e[0]==="status"||e.length===3&&e[0]==="eval"&&e[1]==="dataset"&&e[2]==="sample_ids"||e.length===2&&e[0]==="results"&&e[1]==="scores",onValue:(e,t)=>{if(e[0]==="status")n.status=t;else if(e[0]==="eval")n.eval={dataset:{sample_ids:t}};else n.results={scores:t}}});return n}function journalNumber(e){return Number(/(\d+)\.json$/.exec(e.name)?.[1]??0)}function statusOf(e){return e?.status}function headerFields(e){const t=e??{};const n=t.eval?.dataset?.sample_ids;const r=t.results?.scores;const s=Array.isArray(r)?r.flatMap(e=>e&&typeof e==="object"&&typeof e.name==="string"?[e.name]:[]):[];return{...Array.isArray(n)?{sampleIds:n}:{},...s.length>0?{headerScorers:s}:{}}}const Rc={name:"inspect-eval",extensions:[".eval"],sniff:e=>e[0]===80&&e[1]===75&&e[2]===3&&e[3]===4,read:readInspectEval};async function readInspectJson(e,t={}){const n=[];const r=[];const s=new Set;let i=false;let o;let a;const c={};await streamJsonFile(e,{select:e=>{if(e.length===3&&e[0]==="samples"&&Pc.has(e[2]))return true;if(e.length===3&&e[0]==="eval"&&e[1]==="dataset"&&e[2]==="sample_ids")return true;return e.length===2&&e[0]==="results"&&e[1]==="scores"},onValue:(e,t)=>{if(e[0]==="samples"){const n=r[e[1]];if(n)n[e[2]]=t}else if(e[0]==="eval")c.eval={dataset:{sample_ids:t}};else c.results={scores:t}},onStart:(t,n,c)=>{if(t.length===0){i=n==="object";if(!i)notInspect(e);return}if(t.length===1){s.add(t[0]);if(t[0]==="samples"){o=n;a=n==="scalar"?c:n==="object"?{}:undefined}return}if(t.length===2&&t[0]==="samples"&&o==="array"){if(n!=="object")common_fail({file:e,record:`samples[${t[1]}]`},`expected a sample object; got ${n==="array"?"an array":errors_showValue(c)}.`);r[t[1]]={}}}});if(!i||!s.has("eval"))notInspect(e);if(o!=="array")common_fail({file:e,field:"samples"},`${o===undefined?"missing":`is ${errors_showValue(a)}`}: the log has no per-sample results (written with log_samples off?).`);const l=inspectTable({samples:r,source:"samples",...headerFields(c)},e,t,n);return singleResult(e,"inspect-json",l,n)}const Pc=new Set(["id","epoch","scores","error"]);function notInspect(e){return common_fail({file:e},'is not an Inspect log (expected an object with "eval" and "samples").')}const zc={name:"inspect-json",extensions:[".json"],sniff:e=>{const t=Buffer.from(e.buffer,e.byteOffset,e.byteLength).toString("utf8");return/^\s*\{\s*"version"\s*:\s*\d+/.test(t)&&/"eval"\s*:\s*\{/.test(t)},read:readInspectJson};const Mc=4<<20;const jc=256<<20;async function readLines(e,t,n={}){const r=await openInput(e);const s=n.chunkSize??Mc;try{let n=Buffer.allocUnsafe(s*2);let i=0;let o=1;let a=0;let c=0;let l=true;let u=false;while(!u){if(i>jc)common_fail({file:e,line:o},`a line longer than ${jc} bytes (no line end in sight): not a JSON Lines file?`);if(n.length-i<s){const e=Buffer.allocUnsafe(Math.max(n.length*2,i+s));n.copy(e,0,0,i);n=e}let f;try{f=(await r.read(n,i,Math.min(s,n.length-i),null)).bytesRead}catch(t){return common_fail({file:e},`cannot be read (${describeIoError(t)}).`)}c+=f;if(f===0)u=true;i+=f;let d=0;if(l){if(i<3&&!u)continue;if(i===0)common_fail({file:e},"the file is empty.");if(i>=3&&n[0]===239&&n[1]===187&&n[2]===191)d=3;l=false}for(;;){let e=n.indexOf(10,d);if(e<0||e>=i){if(!u||d>=i)break;e=i}let r=e;if(r>d&&n[r-1]===13)r--;if(!isBlank(n,d,r)){a++;t(n.toString("utf8",d,r),o)}o++;d=e+1;if(d>=i)break}if(d<i)n.copy(n,0,d,i);i=Math.max(0,i-d)}return{lines:a,bytes:c}}finally{await r.close()}}function isBlank(e,t,n){for(let r=t;r<n;r++){const t=e[r];if(t!==32&&t!==9&&t!==13)return false}return true}function parseJsonTolerant(e,t){const n=e.includes("NaN")||e.includes("Infinity")?rewriteNonFinite(e):e;try{return JSON.parse(n)}catch(e){return common_fail(t,`is not valid JSON (${jsonErrorDetail(e,n)}).`)}}function jsonErrorDetail(e,t){const n=String(e.message??e);const r=/position (\d+)/.exec(n);const s=n.split(/[,(]|\n/)[0]?.trim()??"syntax error";if(!r)return s;const i=Number(r[1]);let o=1;let a=1;for(let e=0;e<i&&e<t.length;e++){if(t.charCodeAt(e)===10){o++;a=1}else a++}return`${s.replace(/ in JSON at position \d+.*$/,"")} at line ${o} column ${a}, near ${errors_showValue(t.slice(i,i+20))}`}function rewriteNonFinite(e){const t=[];let n=0;let r=false;for(let s=0;s<e.length;s++){const i=e.charCodeAt(s);if(r){if(i===92)s++;else if(i===34)r=false;continue}if(i===34){r=true;continue}let o;let a="";if(i===78&&e.startsWith("NaN",s)){o="NaN";a=go}else if(i===73&&e.startsWith("Infinity",s)){o="Infinity";a=vo}else if(i===45&&e.startsWith("-Infinity",s)){o="-Infinity";a=yo}if(o!==undefined){t.push(e.slice(n,s),JSON.stringify(a));s+=o.length-1;n=s+1}}if(t.length===0)return e;t.push(e.slice(n));return t.join("")}function isNonFiniteSentinel(e){return e===go||e===vo||e===yo}function readLongJsonl(e,t={}){return readObjects(e,t,false)}function readCountsJsonl(e,t={}){return readObjects(e,t,true)}async function readObjects(e,t,n){const r=[];const s=new common_OutcomeParser(t);const i=new CountTableBuilder;const o=t.idColumn??"question_id";const a=t.outcomeColumn??"outcome";const c=t.countColumn??"count";await readLines(e,(t,r)=>{const l=parseJsonTolerant(t,{file:e,line:r});if(l===null||typeof l!=="object"||Array.isArray(l))common_fail({file:e,line:r},`expected a JSON object per line; got ${errors_showValue(l)}.`);const u=l;const f=questionId(u[o],{file:e,line:r,field:`field ${errors_showValue(o)}`});const d=i.row(f);const h={file:e,line:r,field:`field ${errors_showValue(a)}`};if(!(a in u))common_fail(h,`missing (option outcomeColumn); the object has ${Object.keys(u).map(errors_showValue).join(", ")}.`);const p=s.value(u[a],h);if(p===bo){if(n)common_fail(h,"null outcome; every count-table row needs an outcome.");return}if(!n){i.addAt(d,p);return}const m=parseCountValue(u[c],{file:e,line:r,field:c});if(m>0)i.addAt(d,p,m)});if(i.size===0)common_fail({file:e},"contains no records.");const l=finishTable(i.build(),e,{categories:s.categories,warnings:r});return singleResult(e,n?"counts-jsonl":"jsonl-long",l,r)}function questionId(e,t){if(typeof e==="string"){if(e.trim()==="")common_fail(t,"empty question id.");return e}if(typeof e==="number"&&Number.isFinite(e))return String(e);if(e===undefined)return common_fail(t,"missing question id (option idColumn).");return common_fail(t,`${errors_showValue(e)} is not a question id (expected a string or a number).`)}const Bc={name:"jsonl-long",extensions:[".jsonl",".ndjson"],sniff:e=>{const t=firstJsonLine(e);return t.includes('"outcome"')&&!t.includes('"count"')},read:readLongJsonl};const Fc={name:"counts-jsonl",extensions:[".jsonl",".ndjson"],sniff:e=>{const t=firstJsonLine(e);return t.includes('"outcome"')&&t.includes('"count"')},read:readCountsJsonl};function firstJsonLine(e){const t=Buffer.from(e.buffer,e.byteOffset,e.byteLength).toString("utf8");const n=t.indexOf("\n");return n<0?t:t.slice(0,n)}async function readJsonMatrix(e,t={}){const n=[];const r=new common_OutcomeParser(t);const s=new MatrixDocument(e,r);await streamJsonFile(e,s,{fastIntegers:true});return matrixResult(e,s,n)}function jsonMatrixFromChunks(e,t,n={}){const r=[];const s=new MatrixDocument(e,new OutcomeParser(n));const i=new JsonStream({file:e},s,{fastIntegers:true});let o=0;for(const e of t){o+=e.length;i.write(e)}if(o===0)fail({file:e},"the file is empty.");i.end();return matrixResult(e,s,r)}function matrixResult(e,t,n){const{table:r,prior:s,weights:i}=t.finish(n);return singleResult(e,"json",r,n,{...s?{prior:s}:{},...i?{weights:i}:{}})}const Dc=new Set(["ids","w"]);class MatrixDocument{file;parser;root;rows;prior;priorValue;idsValue;wValue;mapping;keys=new Set;constructor(e,t){this.file=e;this.parser=t}select(e,t){const n=e.length;if(n===0)return false;if(this.root==="array")return n===2||t!=="array";const r=e[0];if(n===1)return Dc.has(r)||t!=="array";if(n===2)return t!=="array"||r!=="R"&&r!=="R0";return true}onStart(e,t,n){const r=e.length;if(r===0){if(t==="scalar")common_fail({file:this.file},`expected an array of rows or an object; got ${errors_showValue(n)}.`);this.root=t;if(t==="array")this.rows=new MatrixRows(this.file,this.parser,"");else this.mapping=new MappingRows(this.file,this.parser);return}if(this.root==="array")return this.rows.rowStart(e[0]);const s=e[0];if(r===1){this.newKey(s);if(s==="R"){this.rows=new MatrixRows(this.file,this.parser,"R");this.mapping=undefined}else if(s==="R0")this.prior=new MatrixRows(this.file,this.parser,"R0",true);this.mapping?.rowStart(s);return}if(s==="R")this.rows.rowStart(e[1]);else{this.prior?.rowStart(e[1]);this.mapping?.cell(s,e[1],Uc)}}onValue(e,t){const n=e.length;if(this.root==="array"){const r=this.rows;if(n===1)r.element(e[0],t);else r.cell(e[0],e[1],t);return}const r=e[0];if(n===1){this.newKey(r);if(r==="ids")this.idsValue=t;else if(r==="w")this.wValue=t;else if(r==="R0")this.priorValue=t;const e=this.mapping;if(!e)return;if(Array.isArray(t)){e.rowStart(r);t.forEach((t,n)=>e.cell(r,n,t))}else e.notARow(r,t);return}if(r==="R"){const r=this.rows;if(n===2)r.element(e[1],t);else r.cell(e[1],e[2],t);return}if(r==="R0"&&this.prior){if(n===2)this.prior.element(e[1],t);else this.prior.cell(e[1],e[2],t)}if(n===2)this.mapping?.cell(r,e[1],t)}newKey(e){if(this.keys.has(e))common_fail({file:this.file,record:errors_showValue(e)},`duplicate key ${errors_showValue(e)} (a question id or field may appear once).`);this.keys.add(e)}finish(e){const t=this.file;const n=this.parser.categories;if(this.root==="array"){const r=this.rows.table(undefined);return{table:finishTable(r,t,{categories:n,warnings:e})}}const r=this.rows;if(!r){const r=this.mapping;r.deferred.rethrow();if(this.keys.size===0)common_fail({file:t},"is an empty object: no questions.");return{table:finishTable(r.builder.build(),t,{categories:n,warnings:e})}}let s;if(this.idsValue!==undefined){const e=this.idsValue;if(!Array.isArray(e))common_fail({file:t,field:'field "ids"'},`must be an array; got ${errors_showValue(e)}.`);s=e.map((e,n)=>questionId(e,{file:t,record:`ids[${n}]`}));const n=new Map;s.forEach((e,r)=>{const s=n.get(e);if(s!==undefined)common_fail({file:t,record:`ids[${r}]`},`duplicate question id ${errors_showValue(e)} (also ids[${s}]).`);n.set(e,r)});if(s.length!==r.elements)common_fail({file:t,field:'field "ids"'},`has ${s.length} id(s) but R has ${r.elements} row(s).`)}const i=finishTable(r.table(s),t,{categories:n,warnings:e});let o;const a=this.prior;if(a){if(a.elements!==r.elements||a.flat!==r.flat)common_fail({file:t,field:'field "R0"'},`must be an array with one row per row of R (${r.elements}); got `+`${a.flat?`a list of ${a.elements} outcome(s)`:`${a.elements} row(s)`}.`);a.deferred.rethrow();o=alignPrior(a.table(s),i)}else if(this.priorValue!==undefined&&this.priorValue!==null)common_fail({file:t,field:'field "R0"'},`must be an array with one row per row of R (${r.elements}); got ${errors_showValue(this.priorValue)}.`);let c;const l=this.wValue;if(l!==undefined&&l!==null){if(!Array.isArray(l)||l.some(e=>typeof e!=="number"||!Number.isFinite(e)))common_fail({file:t,field:'field "w"'},`must be an array of finite numbers; got ${errors_showValue(l)}.`);c=l}return{table:i,...o?{prior:o}:{},...c?{weights:c}:{}}}}const Uc=Object.freeze([]);class Deferred{defer;error;constructor(e){this.defer=e}run(e){if(this.error)return;if(!this.defer)return e();try{e()}catch(e){if(!(e instanceof InputError))throw e;this.error=e}}rethrow(){if(this.error)throw this.error}}class MatrixRows{file;parser;name;builder=new CountTableBuilder;deferred;elements=0;flat=false;first;fastMax;constructor(e,t,n,r=false){this.file=e;this.parser=t;this.name=n;this.deferred=new Deferred(r);this.fastMax=fastLabelMax(t)}record(e){return`${this.name||"element "}[${e}]`}rowStart(e){this.deferred.run(()=>{this.elements=e+1;if(e===0)this.builder.row("1");else if(this.flat)common_fail({file:this.file,record:this.record(0)},`expected a row (an array of outcomes); got ${errors_showValue(this.first)}.`);else this.builder.row(String(e+1))})}element(e,t){this.deferred.run(()=>{this.elements=e+1;if(e===0){this.flat=true;this.first=t;this.builder.row("1")}else if(!this.flat)common_fail({file:this.file,record:this.record(e)},`expected a row (an array of outcomes); got ${errors_showValue(t)}.`);this.add(0,t,this.record(e))})}cell(e,t,n){if(this.deferred.error)return;if(typeof n==="number"&&n>=0&&n<=this.fastMax&&Number.isInteger(n)){this.builder.addAt(e,n);return}this.deferred.run(()=>this.add(e,n,`${this.record(e)}[${t}]`))}add(e,t,n){const r=cellLabel(t,this.parser,{file:this.file,record:n});if(r!==bo)this.builder.addAt(e,r)}table(e){if(this.elements===0)common_fail({file:this.file,...this.name?{field:`field ${errors_showValue(this.name)}`}:{}},"has no rows (no questions).");const t=this.builder.build();if(!e)return t;return{...t,ids:this.flat?[e[0]]:[...e]}}}class MappingRows{file;parser;builder=new CountTableBuilder;deferred=new Deferred(true);row=-1;constructor(e,t){this.file=e;this.parser=t}rowStart(e){this.deferred.run(()=>{this.row=this.builder.row(e)})}notARow(e,t){this.deferred.run(()=>common_fail({file:this.file,record:errors_showValue(e)},`expected an array of outcomes for question ${errors_showValue(e)}; got ${errors_showValue(t)}.`))}cell(e,t,n){this.deferred.run(()=>{const r=cellLabel(n,this.parser,{file:this.file,record:`${errors_showValue(e)}[${t}]`});if(r!==bo)this.builder.addAt(this.row,r)})}}function cellLabel(e,t,n){if(isNonFiniteSentinel(e))return t.text(e,n);if(typeof e==="string")return common_fail(n,`${errors_showValue(e)} is not an outcome (expected a number, true/false or null).`);return t.value(e,n)}function alignPrior(e,t){const n=new Map;e.ids.forEach((e,t)=>n.set(e,t));const r=Math.max(e.categories,t.categories);const s=new Float64Array(t.ids.length*r);const i=new Float64Array(t.ids.length);t.ids.forEach((t,o)=>{const a=n.get(t);for(let t=0;t<e.categories;t++)s[o*r+t]=e.counts[a*e.categories+t];i[o]=e.trials[a]});return{ids:[...t.ids],categories:r,counts:s,trials:i}}const Vc={name:"json",extensions:[".json"],sniff:()=>true,read:readJsonMatrix};const qc=new Set(["doc_id","doc","target","arguments","resps","filtered_resps","filter","metrics","doc_hash","prompt_hash","target_hash"]);async function readLmEvalSamples(e,t={}){const n=[];const r=new common_OutcomeParser(t);const s=new CountTableBuilder;const i=new Map;let o=t.filter;let a=0;let c=t.metric;const l=new Set;await readLines(e,(n,u)=>{const f=parseJsonTolerant(n,{file:e,line:u});if(f===null||typeof f!=="object"||Array.isArray(f))common_fail({file:e,line:u},`expected a JSON object per line; got ${errors_showValue(f)}.`);const d=f;const h=typeof d.filter==="string"?d.filter:undefined;if(h!==undefined)l.add(h);if(o===undefined){o=h;a=u}else if(h!==o){if(t.filter===undefined)common_fail({file:e,line:u,field:'field "filter"'},`${errors_showValue(h)} differs from ${errors_showValue(o)} on line ${a}: the file has several filters; `+`set the filter option to one of ${[...l].map(errors_showValue).join(", ")}.`);return}const p=d.doc_id;let m;if(typeof p==="number"&&Number.isFinite(p))m=String(p);else if(typeof p==="string"&&p!=="")m=p;else return common_fail({file:e,line:u,field:'field "doc_id"'},`${errors_showValue(p)} is not a document id.`);const g=i.get(m);if(g!==undefined)common_fail({file:e,line:u,field:'field "doc_id"'},`duplicate document ${errors_showValue(m)} under filter ${errors_showValue(o)} (also line ${g}); one samples file is one run.`);i.set(m,u);if(c===undefined){const t=Array.isArray(d.metrics)?d.metrics.filter(e=>typeof e==="string"):[];if(t.length===1)c=t[0];else{const n=t.length>0?t:Object.keys(d).filter(e=>!qc.has(e));common_fail({file:e,line:u},`set the metric option to the per-sample metric to read; this file has ${n.map(errors_showValue).join(", ")||"none"}.`)}}const v={file:e,line:u,field:`field ${errors_showValue(c)}`};if(!(c in d))common_fail(v,`missing (option metric); the line has metrics ${Object.keys(d).filter(e=>!qc.has(e)).map(errors_showValue).join(", ")||"none"}.`);const y=d[c];const b=isNonFiniteSentinel(y)?r.text(y,v):typeof y==="string"?common_fail(v,`${errors_showValue(y)} is not an outcome (expected a number or a boolean).`):r.value(y,v);const k=s.row(m);if(b!==bo)s.addAt(k,b)});if(s.size===0)common_fail({file:e,field:'field "filter"'},`no line has filter ${errors_showValue(o)}; the file has ${[...l].map(errors_showValue).join(", ")||"no filter field"}.`);const u=finishTable(s.build(),e,{categories:r.categories,warnings:n});return singleResult(e,"lm-eval",u,n)}const Kc={name:"lm-eval",extensions:[".jsonl"],sniff:e=>{const t=Buffer.from(e.buffer,e.byteOffset,e.byteLength).toString("utf8");const n=t.slice(0,t.indexOf("\n")<0?undefined:t.indexOf("\n"));return n.includes('"doc_id"')&&(n.includes('"filter"')||n.includes('"metrics"'))},read:readLmEvalSamples};const Zc=[147,78,85,77,80,89];const Hc=1<<20;class NpyCounter{file;member;totalBytes;header;head=new Uint8Array(0);carry=new Uint8Array(8);carryLen=0;k=2;counts=new Float64Array(0);element=0;row=0;col=0;scratch=new ArrayBuffer(0);f64=new Float64Array(0);parser;constructor(e,t,n,r){this.file=e;this.member=t;this.totalBytes=r;this.parser=new common_OutcomeParser(n)}where(e={}){return{file:this.file,...this.member!==undefined?{record:`member ${errors_showValue(this.member)}`}:{},...e}}push(e){let t=e;if(!this.header){const e=new Uint8Array(this.head.length+t.length);e.set(this.head);e.set(t,this.head.length);const n=this.parseHeader(e);if(!n){this.head=e;return}this.header=n.header;this.head=new Uint8Array(0);const{rows:r,cols:s,itemSize:i}=n.header;const o=n.dataStart+r*s*i;if(this.totalBytes!==undefined&&o>this.totalBytes)common_fail(this.where(),`is truncated: the header says ${r} x ${s} = ${r*s} elements, the data `+`holds ${Math.max(0,Math.floor((this.totalBytes-n.dataStart)/i))}.`);try{this.counts=new Float64Array(r*this.k)}catch{common_fail(this.where({field:"shape"}),`has ${r} rows: too many questions to count.`)}t=e.subarray(n.dataStart)}const n=this.header.itemSize;if(this.carryLen>0){const e=n-this.carryLen;if(t.length<e){this.carry.set(t,this.carryLen);this.carryLen+=t.length;return}this.carry.set(t.subarray(0,e),this.carryLen);this.countBytes(this.carry.subarray(0,n));this.carryLen=0;t=t.subarray(e)}const r=t.length-t.length%n;if(r>0)this.countBytes(t.subarray(0,r));if(r<t.length){this.carry.set(t.subarray(r));this.carryLen=t.length-r}}finish(){if(!this.header){if(this.head.length===0)common_fail(this.where(),"the file is empty.");return common_fail(this.where(),"is not a NumPy .npy array (truncated header).")}const{rows:e,cols:t}=this.header;const n=e*t;if(this.element!==n||this.carryLen!==0)common_fail(this.where(),`is truncated: the header says ${e} x ${t} = ${n} elements, the data holds ${this.element}.`);const r=new Array(e);for(let t=0;t<e;t++)r[t]=String(t+1);return{ids:r,categories:this.k,counts:this.counts,trials:new Float64Array(e).fill(t)}}parseHeader(e){if(e.length<10)return undefined;if(!Zc.every((t,n)=>e[n]===t))common_fail(this.where(),"is not a NumPy .npy array (no \\x93NUMPY magic).");const t=e[6];const n=new DataView(e.buffer,e.byteOffset,e.byteLength);let r;let s;if(t===1){r=n.getUint16(8,true);s=10}else if(t===2||t===3){if(e.length<12)return undefined;r=n.getUint32(8,true);s=12}else return common_fail(this.where(),`has an unknown .npy format version ${t}.`);if(r>Hc)common_fail(this.where({field:"header"}),`declares a ${r}-byte header; at most ${Hc}.`);if(e.length<s+r)return undefined;const i=Buffer.from(e.buffer,e.byteOffset+s,r).toString(t===3?"utf8":"latin1");const o=/'descr'\s*:\s*('([^']*)'|\[)/.exec(i);const a=/'fortran_order'\s*:\s*(True|False)/.exec(i);const c=/'shape'\s*:\s*\(([^)]*)\)/.exec(i);if(!o||!a||!c)common_fail(this.where({field:"header"}),`cannot parse the .npy header ${errors_showValue(i.trim())}.`);const l=o[2];if(l===undefined)common_fail(this.where({field:"dtype"}),"is a structured array; expected a plain numeric matrix.");const u=/^([<>|=]?)([biuf])(\d+)$/.exec(l);const f=u?.[2];const d=Number(u?.[3]);const h=u!==null&&(f==="b"&&d===1||(f==="i"||f==="u")&&[1,2,4,8].includes(d)||f==="f"&&(d===4||d===8));if(!h||f===undefined)common_fail(this.where({field:"dtype"}),`unsupported NumPy dtype ${errors_showValue(l)}; expected bool, int8..int64, uint8..uint64, `+`float32 or float64 (save with R.astype(np.int8) for example).`);const p=(c[1]??"").split(",").map(e=>e.trim()).filter(e=>e!=="").map(Number);if(p.length===0||p.length>2||p.some(e=>!Number.isInteger(e)||e<0))common_fail(this.where({field:"shape"}),`shape (${c[1]}) is not a matrix; expected (questions, trials) or (trials,).`);const[m,g]=p.length===1?[1,p[0]]:[p[0],p[1]];if(m===0)common_fail(this.where({field:"shape"}),`shape (${c[1]}) has no questions.`);if(g===0)common_fail(this.where({field:"shape"}),`shape (${c[1]}) has no trials.`);return{header:{kind:f,itemSize:d,bigEndian:u[1]===">",fortran:a[1]==="True",rows:m,cols:g,descr:l,oneD:p.length===1},dataStart:s+r}}countBytes(e){const t=this.header;const n=e.length/t.itemSize;if(this.element+n>t.rows*t.cols)common_fail(this.where(),`has more data than its shape (${t.rows}, ${t.cols}) allows.`);if(t.itemSize===1&&this.parser.threshold===undefined){if(t.fortran)this.countFortran(e,n);else this.countC(e,n);return}if(this.scratch.byteLength<e.length){this.scratch=new ArrayBuffer(Math.max(e.length,1<<16));this.f64=new Float64Array(this.scratch.byteLength)}const r=new Uint8Array(this.scratch,0,e.length);r.set(e);if(t.bigEndian&&t.itemSize>1){const n=Buffer.from(this.scratch,0,e.length);if(t.itemSize===2)n.swap16();else if(t.itemSize===4)n.swap32();else n.swap64()}const s=this.f64.length>=n?this.f64.subarray(0,n):new Float64Array(n);const i=this.scratch;switch(`${t.kind}${t.itemSize}`){case"b1":case"u1":s.set(new Uint8Array(i,0,n));break;case"i1":s.set(new Int8Array(i,0,n));break;case"i2":s.set(new Int16Array(i,0,n));break;case"u2":s.set(new Uint16Array(i,0,n));break;case"i4":s.set(new Int32Array(i,0,n));break;case"u4":s.set(new Uint32Array(i,0,n));break;case"f4":s.set(new Float32Array(i,0,n));break;case"f8":s.set(new Float64Array(i,0,n));break;case"i8":case"u8":this.decode64(new Int32Array(i,0,n*2),s,t.kind==="i");break}if(t.kind==="b"){for(let e=0;e<n;e++)if(s[e]>1)this.bad(e,s[e],"is not a valid bool (0 or 1).")}if(this.parser.threshold!==undefined){const e=this.parser.threshold;for(let t=0;t<n;t++){const n=s[t];if(Number.isNaN(n))this.bad(t,n,"NaN where an outcome is required.");s[t]=n>=e?1:0}}if(t.fortran)this.countFortran(s,n);else this.countC(s,n)}decode64(e,t,n){const r=t.length;for(let s=0;s<r;s++){const r=e[2*s];const i=e[2*s+1];if(i===0)t[s]=r>>>0;else{const e=BigInt(i>>>0)<<32n|BigInt(r>>>0);t[s]=Number(n?BigInt.asIntN(64,e):e)}}}countC(e,t){const n=this.header.cols;let r=this.k;let s=this.counts;let i=this.row;let o=this.col;let a=i*r;for(let c=0;c<t;c++){const t=e[c];if(t>=0&&t<r&&t===(t|0))s[a+t]=s[a+t]+1;else{const e=this.label(c,t);this.growFor(e);r=this.k;s=this.counts;a=i*r;s[a+e]=s[a+e]+1}if(++o===n){o=0;i++;a+=r}}this.row=i;this.col=o;this.element+=t}countFortran(e,t){const n=this.header.rows;let r=this.k;let s=this.counts;let i=this.row;let o=this.col;let a=i*r;for(let c=0;c<t;c++){const t=e[c];if(t>=0&&t<r&&t===(t|0))s[a+t]=s[a+t]+1;else{const e=this.label(c,t);this.growFor(e);r=this.k;s=this.counts;a=i*r;s[a+e]=s[a+e]+1}a+=r;if(++i===n){i=0;a=0;o++}}this.row=i;this.col=o;this.element+=t}label(e,t){const n=this.header;const r=this.elementWhere(e);const s=n.itemSize===1&&n.kind==="i"&&t>127?t-256:t;if(n.kind==="b"&&s>1)common_fail(r,`${s} is not a valid bool (0 or 1).`);if(Number.isNaN(s))common_fail(r,"NaN where an outcome is required (a .npy matrix cannot mark missing trials; use JSON with null or a long format for those).");const i=this.parser.number(s,s,r);if(i>wo)common_fail(r,`${s} is too large for a category label.`);return i}bad(e,t,n){return common_fail(this.elementWhere(e),`${errors_showValue(t)} ${n}`)}elementWhere(e){const t=this.header;const n=this.element+e;const[r,s]=t.fortran?[n%t.rows,Math.floor(n/t.rows)]:[Math.floor(n/t.cols),n%t.cols];const i=t.oneD?`[${s}]`:`[${r}, ${s}]`;return{file:this.file,record:`${this.member!==undefined?`member ${errors_showValue(this.member)} `:""}element ${i}`,field:`dtype ${errors_showValue(t.descr)}`}}growFor(e){if(e<this.k)return;const t=this.header.rows;const n=e+1;const r=new Float64Array(t*n);for(let e=0;e<t;e++)r.set(this.counts.subarray(e*this.k,e*this.k+this.k),e*n);this.counts=r;this.k=n}}async function readNpy(e,t={}){const n=[];const r=await(0,o.stat)(e).then(e=>e.size,()=>undefined);const s=new NpyCounter(e,undefined,t,r);await streamFile(e,e=>s.push(e));const i=finishTable(s.finish(),e,{categories:t.categories,warnings:n});return singleResult(e,"npy",i,n)}const Gc={name:"npy",extensions:[".npy"],sniff:e=>Zc.every((t,n)=>e[n]===t),read:readNpy};async function readNpz(e,t={}){const n=[];const r=await openInput(e);try{const s=unzipBudget(t.maxUnzippedBytes);const i=await readZipDirectory(r,e,"a NumPy .npz archive");const o=i.filter(e=>e.name.endsWith(".npy"));const find=e=>i.find(t=>t.name===`${e}.npy`)??i.find(t=>t.name===e);const a=t.member??"R";let c=find(a);if(!c&&t.member===undefined&&o.length===1){c=o[0];n.push(`${e}: no member "R"; read the only array ${errors_showValue(c.name.replace(/\.npy$/,""))}.`)}const l=o.map(e=>errors_showValue(e.name.replace(/\.npy$/,""))).join(", ")||"none";if(!c)return common_fail({file:e,field:`member ${errors_showValue(a)}`},`no such array in the archive (option member); it holds ${l}.`);const u=await countMember(r,e,c,t,s);let f;const d=t.priorMember??"R0";const h=find(d);if(t.priorMember!==undefined&&!h)common_fail({file:e,field:`member ${errors_showValue(d)}`},`no such array in the archive (option priorMember); it holds ${l}.`);if(h&&h!==c){f=await countMember(r,e,h,{...t,categories:undefined},s);if(f.ids.length!==u.ids.length)common_fail({file:e,field:`member ${errors_showValue(d)}`},`has ${f.ids.length} row(s) but ${errors_showValue(a)} has ${u.ids.length}; R0 rows must align with R.`)}const p=finishTable(u,e,{categories:t.categories,warnings:n});return singleResult(e,"npz",p,n,f?{prior:f}:{})}finally{await r.close()}}async function countMember(e,t,n,r,s){const i=n.name.replace(/\.npy$/,"");const o=new NpyCounter(t,i,r,n.size);await streamZipEntry(e,t,n,e=>o.push(e),{budget:s});return o.finish()}const Wc={name:"npz",extensions:[".npz"],sniff:(e,t)=>e[0]===80&&e[1]===75&&t.toLowerCase().endsWith(".npz"),read:readNpz};const Jc=["correct","is_correct","cascade_correct"];async function readOpenCompass(e,t={}){const n=[];const r=new common_OutcomeParser(t);const s=new Set(t.outcomeColumn?["example_abbr",t.outcomeColumn]:["example_abbr",...Jc]);let i=false;let o;let a;let c=0;let l={};let u=[];const f=new CountTableBuilder;const d=new Map;let h=0;const onDetail=(n,s,i)=>{const o=`details[${n===undefined?i:errors_showValue(n)}]`;if(s===null||typeof s!=="object"||Array.isArray(s))common_fail({file:e,record:o},`expected an example object; got ${errors_showValue(s)}.`);const a=s;let c;const l=a.example_abbr;if(typeof l==="string"&&l!=="")c=l;else if(typeof l==="number"&&Number.isFinite(l))c=String(l);else if(l!==undefined)return common_fail({file:e,record:o,field:"example_abbr"},`${errors_showValue(l)} is not a question id.`);else{c=n??String(i);h++}const u=d.get(c);if(u!==undefined)common_fail({file:e,record:o,field:"example_abbr"},`duplicate question id ${errors_showValue(c)} (also details[${u}]); replicas belong in one entry's list.`);d.set(c,i);const p=t.outcomeColumn??Jc.find(e=>e in a)??Jc[0];if(!(p in a))common_fail({file:e,record:o,field:p},`missing; the example has ${Object.keys(a).map(errors_showValue).join(", ")} (set outcomeColumn to the per-replica correctness field).`);const m=a[p];const g=Array.isArray(m)?m:[m];const v=f.row(c);g.forEach((t,n)=>{const s={file:e,record:o,field:Array.isArray(m)?`${p}[${n}]`:p};const i=isNonFiniteSentinel(t)?r.text(t,s):typeof t==="string"?common_fail(s,`${errors_showValue(t)} is not an outcome (expected true/false or a number).`):r.value(t,s);if(i!==bo)f.addAt(v,i)})};await streamJsonFile(e,{select:e=>e.length===3&&e[0]==="details"&&s.has(e[2]),onValue:(e,t)=>{l[e[2]]=t;u.push(e[2])},onStart:(e,t,n)=>{if(e.length===0)i=t==="object";else if(e.length===1&&e[0]==="details"){o=t;a=n}else if(e.length===2&&e[0]==="details"&&o!=="scalar"){if(t!=="object")onDetail(keyOf(e),t==="array"?[]:n,c++);l={};u=[]}else if(e.length===3&&e[0]==="details")u.push(e[2])},onEnd:(e,t)=>{if(e.length===2&&e[0]==="details"&&t==="object")onDetail(keyOf(e),withKeys(l,u),c++)}});if(!i||o===undefined)common_fail({file:e,field:"details"},'missing: not an OpenCompass results file (expected an object with a "details" list; was the evaluation run with details dumped?).');if(o==="scalar")common_fail({file:e,field:"details"},`expected a list; got ${errors_showValue(a)}.`);if(c===0)common_fail({file:e,field:"details"},"is empty: no examples.");if(h>0)n.push(`${e}: ${h} detail(s) have no example_abbr; their position or key is the question id.`);const p=finishTable(f.build(),e,{categories:r.categories,warnings:n});return singleResult(e,"opencompass",p,n)}function keyOf(e){return typeof e[1]==="string"?e[1]:undefined}function withKeys(e,t){const n={};for(const r of t)Object.defineProperty(n,r,{value:Object.hasOwn(e,r)?e[r]:null,enumerable:true,writable:true,configurable:true});return n}const Yc={name:"opencompass",extensions:[".json"],sniff:e=>/"details"\s*:\s*[[{]/.test(Buffer.from(e.buffer,e.byteOffset,e.byteLength).toString("utf8")),read:readOpenCompass};const Qc=[Ro,Io,Bc,Vc,Gc,Wc,Lo,Fc,Rc,zc,Yc,Kc];function readerFor(e){const t=Qc.find(t=>t.name===e);if(!t)throw new ConfigError(`format ${errors_showValue(e)} is not known; expected auto or one of ${Qc.map(e=>e.name).join(", ")}.`,"format");return t}const Xc=64*1024;const el=[147,78,85,77,80,89];const tl=[80,75,3,4];function startsWith(e,t){return t.every((t,n)=>e[n]===t)}function detectFormat(e,t,n={}){const r=extensionOf(e);if(r===".npy"||startsWith(t,el))return"npy";if(r===".npz")return"npz";if(r===".eval"||startsWith(t,tl))return"inspect-eval";const s=Buffer.from(t.buffer,t.byteOffset,t.byteLength).toString("utf8").replace(/^\uFEFF/,"");const i=s.trimStart();const o=i.startsWith("{")||i.startsWith("[");if(r===".jsonl"||r===".ndjson"||r!==".json"&&o&&isJsonLines(i))return detectJsonl(t,n);if(r===".json"||o&&!isCsvExtension(r))return detectJson(i);return detectCsv(t,n)}function isCsvExtension(e){return e===".csv"||e===".tsv"||e===".tab"||e===".txt"}function isJsonLines(e){const t=e.indexOf("\n");if(t<0)return false;const n=e.slice(0,t).trim();try{JSON.parse(n.replace(/\bNaN\b|-?\bInfinity\b/g,"null"))}catch{return false}return e.slice(t+1).trimStart().startsWith("{")}function detectJson(e){if(e.startsWith("["))return"json";if(/^\{\s*"version"\s*:\s*\d+/.test(e)&&/"eval"\s*:\s*\{/.test(e))return"inspect-json";if(/"details"\s*:\s*[[{]/.test(e))return"opencompass";return"json"}function detectJsonl(e,t){const n=firstJsonLine(e);const has=e=>n.includes(JSON.stringify(e));if(has("doc_id")&&(has("filter")||has("metrics")||has("doc_hash")))return"lm-eval";if(has(t.countColumn??"count")&&has(t.outcomeColumn??"outcome"))return"counts-jsonl";return"jsonl-long"}function detectCsv(e,t){const n=firstLineCells(e);const r=(t.outcomeColumn??"outcome").toLowerCase();const s=(t.countColumn??"count").toLowerCase();if(n.includes(r))return n.includes(s)?"counts-csv":"csv-long";return"csv-wide"}async function readOutcomes(e,t={}){try{return await readFiles(e,t)}catch(n){if(!(n instanceof PartialCreditError)||t.labels!==undefined)throw n;const r=await readFiles(e,{...t,labels:So});return{...r,labelLayout:"partial-credit",warnings:[...r.warnings,`${n.location.file}: Inspect scores include "P" (partial credit), so the labels are I/N = 0, P = 1, C = 2 (set labels to choose another layout).`]}}}async function readFiles(e,t){const n=typeof e==="string"?[e]:[...e];if(n.length===0)throw new InputError({file:"(no path)"},"no file to read: the list of paths is empty.");const r=t.cwd??process.cwd();const s=[];const o=[];const a=new Set;const c=t.confine?(0,i.resolve)(r):undefined;for(const e of n){if(c!==undefined&&isOutside(c,(0,i.resolve)(r,e)))throw outsideError(e,c,undefined);let n;if(isDynamicPattern(e)&&!isFile((0,i.resolve)(r,e))){n=(await glob(e,{cwd:r,onlyFiles:true,expandDirectories:false})).sort();if(n.length===0)throw new InputError({file:e},`the pattern matches no file (relative to ${errors_showValue(r)}).`);n=n.map(e=>(0,i.isAbsolute)(e)||t.cwd===undefined?e:(0,i.join)(r,e))}else n=[(0,i.isAbsolute)(e)||t.cwd===undefined?e:(0,i.join)(r,e)];for(const e of n){const t=(0,i.resolve)(r,e);if(a.has(t)){s.push(`${e}: matched more than once; read once.`);continue}a.add(t);o.push(e)}}if(c!==undefined){const e=realpathOrSelf(c);for(const t of o){const n=realpathOrSelf((0,i.resolve)(r,t));if(isOutside(e,n))throw outsideError(t,c,n)}}const l=[];const u=[];const f=o.map(e=>identity((0,i.resolve)(r,e)));const d=realpathOrSelf((0,i.resolve)(r));for(const[e,n]of o.entries()){const o=t.redactOutside===true&&isOutside(d,realpathOrSelf((0,i.resolve)(r,n)));let a;let c;try{if(t.format===undefined||t.format==="auto")a=detectFormat(n,await readHead(n,Xc),t);else a=t.format;c=await readerFor(a).read(n,t)}catch(e){if(o&&e instanceof InputError&&!(e instanceof PartialCreditError))throw new InputError({file:n,...e.location.line!==undefined?{line:e.location.line}:{}},`could not be read${a!==undefined?` as ${a}`:""}; the details are not shown `+`because the file is outside ${errors_showValue(d)}, and errors never quote the content of `+"files outside the workspace.");throw e}if(o&&c.warnings.length>0)c={...c,warnings:[`${n}: ${c.warnings.length} reader warning(s) not shown (the file is outside the workspace).`]};const h=f[e];if(h!==undefined&&identity((0,i.resolve)(r,n))!==h)throw new InputError({file:n},"changed while it was being read (its size, modification time or inode differ before and "+"after); read it again once it is complete.");l.push(c);u.push(a);s.push(...c.warnings)}if(l.length===1)return{...l[0],files:o,formats:u,warnings:s};const h=mergeTables(l.map(e=>e.table));const p=l.flatMap(e=>e.prior?[e.prior]:[]);const m=p.length>0?alignTo(mergeTables(p),h):undefined;let g;l.forEach((e,t)=>{if(!e.weights)return;if(g&&!sameNumbers(g,e.weights))throw new InputError({file:o[t],field:'field "w"'},`weights ${errors_showValue(e.weights)} differ from ${errors_showValue(g)} in an earlier file of the same benchmark.`);g??=e.weights});return{table:h,...m?{prior:m}:{},...g?{weights:g}:{},files:o,formats:u,warnings:s}}function mergeTables(e){const t=mergeCountTables(e);return withCategories(t,Math.max(t.categories,...e.map(e=>e.categories)))}function alignTo(e,t){const n=new Map;e.ids.forEach((e,t)=>n.set(e,t));const r=e.categories;const s=new Float64Array(t.ids.length*r);const i=new Float64Array(t.ids.length);t.ids.forEach((t,o)=>{const a=n.get(t);if(a===undefined)return;s.set(e.counts.subarray(a*r,a*r+r),o*r);i[o]=e.trials[a]});return{ids:[...t.ids],categories:r,counts:s,trials:i}}function sameNumbers(e,t){return e.length===t.length&&e.every((e,n)=>e===t[n])}function isFile(e){try{return(0,s.statSync)(e).isFile()}catch{return false}}function isOutside(e,t){const n=(0,i.relative)(e,t);return n===".."||n.startsWith(`..${i.sep}`)||(0,i.isAbsolute)(n)}function realpathOrSelf(e){try{return(0,s.realpathSync)(e)}catch{return e}}function outsideError(e,t,n){const r=n===undefined?"is outside":`resolves to ${errors_showValue(n)}, outside`;return new InputError({file:e},`${r} the workspace ${errors_showValue(t)}: paths from a config file or an action input must `+"stay inside it. To read it anyway, set the action input allow-outside-workspace: true (in the "+"action a config cannot); in the CLI, pass --allow-outside-workspace, set "+"allow-outside-workspace: true in the config, or give the path as a flag.")}function identity(e){try{const t=(0,s.statSync)(e,{bigint:true});return`${t.dev}:${t.ino}:${t.size}:${t.mtimeNs}:${t.ctimeNs}`}catch{return undefined}}const nl=1e4;const rl=2e11;function resolvePolicy(e={}){return{trustConfig:e.trustConfig??true,maxUnzippedBytes:e.maxUnzippedBytes??xc,maxBootstrapIterations:e.maxBootstrapIterations??nl,workBudget:e.workBudget??rl,settingName:e.settingName??(e=>`input "${e}"`)}}function enforcePolicy(e,t={}){const n=resolvePolicy(t);const r=[];const s=e.file??"the config";const i="the config is part of the pull request, and only the workflow may";let o=e.allowOutsideWorkspace===true;if(o&&!n.trustConfig){o=false;r.push(`${s}: allow-outside-workspace: true is ignored: ${i} let the action read files outside the workspace; set ${n.settingName("allow-outside-workspace")} to true in the workflow instead.`)}const a=e.benchmarks.map(e=>{let t=e.read.maxUnzippedBytes;if(t===undefined)t=n.maxUnzippedBytes;else if(t>n.maxUnzippedBytes&&!n.trustConfig){r.push(`${s}: ${e.path}.max-unzipped-bytes: ${errors_showValue(t)} is ignored: ${i} raise this limit; ${grouped(n.maxUnzippedBytes)} bytes apply (raise it with ${n.settingName("max-unzipped-bytes")}).`);t=n.maxUnzippedBytes}const o=e.metrics.map((t,o)=>{const a=t.uncertainty==="bootstrap";if(n.trustConfig||!a||t.iterations<=n.maxBootstrapIterations)return t;r.push(`${s}: ${e.path}.metrics[${o}] (${t.label}): iterations ${errors_showValue(t.iterations)} is above the limit: ${i} raise it; ${grouped(n.maxBootstrapIterations)} apply (raise it with ${n.settingName("max-bootstrap-iterations")}).`);return{...t,iterations:n.maxBootstrapIterations}});return{...e,read:{...e.read,maxUnzippedBytes:t},metrics:o}});return{config:{...e,allowOutsideWorkspace:o,benchmarks:a},warnings:r}}function grouped(e){return e.toLocaleString("en-US")}async function loadConfig(e,t){const n=(0,i.isAbsolute)(e)?e:(0,i.resolve)(t,e);let r;try{const t=await(0,o.stat)(n);if(!t.isFile())throw new ConfigError(`${e}: the config is not a file`,e);if(t.size>Ai)throw new ConfigError(`${e}: the config is ${t.size} bytes; the limit is ${Ai}`,e);r=await(0,o.readFile)(n,"utf8")}catch(t){if(t instanceof ConfigError)throw t;const n=t.code;throw new ConfigError(n==="ENOENT"?`config file ${errors_showValue(e)} not found`:`cannot read config file ${errors_showValue(e)}: ${t.message}`,e)}return parseConfig(r,e)}var sl=r(2484);var il=r.n(sl);var ol=r(6060);var al=r.n(ol);const cl=1e4;function zScore(e,t,n={}){checkInterval(e,"baseline");checkInterval(t,"candidate");const r=t.mu-e.mu;let s;if(n.pairedDeltaSigma!==undefined){const e=n.pairedDeltaSigma;if(!Number.isFinite(e)||e<0)throw new errors_ValidationError(`pairedDeltaSigma must be a finite number >= 0; got ${errors_showValue(e)}.`,"pairedDeltaSigma");s=e}else s=Math.hypot(e.sigma,t.sigma);let i;if(s>0)i=Math.abs(r)/s;else i=r===0?0:Infinity;const o=i===Infinity?1:il()(i,0,1);return{delta:r,deltaSigma:s,z:i,rho:o}}function checkInterval(e,t){for(const n of["mu","sigma","lo","hi"]){const r=e[n];if(typeof r!=="number"||!Number.isFinite(r))throw new errors_ValidationError(`${t}.${n} must be a finite number; got ${errors_showValue(r)}.`,t)}if(e.sigma<0)throw new errors_ValidationError(`${t}.sigma must be >= 0; got ${errors_showValue(e.sigma)}.`,t)}function checkSettings(e){const{rule:t,confidence:n,minConfidence:r,margin:s}=e;if(t!=="overlap"&&t!=="z")throw new errors_ValidationError(`rule must be "overlap" or "z"; got ${errors_showValue(t)}.`,"rule");if(!(n>0&&n<1))throw new errors_ValidationError(`confidence must be in (0, 1); got ${errors_showValue(n)}.`,"confidence");if(!(r>.5&&r<1))throw new errors_ValidationError(`minConfidence must be in (0.5, 1); got ${errors_showValue(r)}.`,"minConfidence");checkMargin(s)}function checkMargin(e){if(!(e>=0&&Number.isFinite(e)))throw new errors_ValidationError(`margin must be a finite number >= 0; got ${errors_showValue(e)}.`,"margin")}function ruleChange(e,t,n,r,s={}){if(r.rule==="overlap"&&s.pairedDelta){if(s.pairedDelta.hi<0)return"regression";if(s.pairedDelta.lo>0)return"improvement";return"no-change"}if(r.rule==="overlap"){if(t.hi<e.lo)return"regression";if(t.lo>e.hi)return"improvement";return"no-change"}if(n.rho>=r.minConfidence&&n.delta!==0)return n.delta<0?"regression":"improvement";return"no-change"}function compareIntervals(e,t){checkSettings(t);const{baseline:n,candidate:r}=e;const s=e.pairedDelta?.sigma;const i=zScore(n,r,{pairedDeltaSigma:s});const o=ruleChange(n,r,i,t,e.pairedDelta?{pairedDelta:e.pairedDelta}:{});const a=o==="regression"&&Math.abs(i.delta)<t.margin;const c=a?"no-change":o;const l=e.gate&&c==="regression";const u=o==="no-change"?trialBudget({delta:i.delta,baselineSigma:n.sigma,candidateSigma:r.sigma,pairedDeltaSigma:s,sizes:e.sizes,approximate:e.approximateBudget??false,bootstrap:e.bootstrap??false,settings:t}):null;return{metric:e.metric,baseline:n,candidate:r,gate:e.gate,delta:i.delta,deltaSigma:i.deltaSigma,z:i.z,rho:i.rho,change:o,withinMargin:a,fails:l,verdict:c,budget:u}}function trialBudget(e){const{delta:t,sizes:n,settings:r}=e;const s=n?Math.max(n.baseline.trials,n.candidate.trials):null;const i={currentTrials:s,approximate:e.approximate};if(t===0)return{kind:"zero-difference",trials:null,...i};if(e.bootstrap)return{kind:"bootstrap",trials:null,...i};if(!n)return{kind:"unknown",trials:null,...i};const o=Math.abs(t);const scale=(e,t)=>Math.sqrt((e.effectiveTrials+1)/(e.effectiveTrials-e.trials+Math.max(t,e.trials)+1));let a;if(r.rule==="overlap"){const t=al()((1+r.confidence)/2,0,1);a=r=>o>t*(e.baselineSigma*scale(n.baseline,r)+e.candidateSigma*scale(n.candidate,r))}else{const t=al()(r.minConfidence,0,1);a=r=>o/Math.hypot(e.baselineSigma*scale(n.baseline,r),e.candidateSigma*scale(n.candidate,r))>=t}let c=Math.max(1,Math.floor(Math.min(n.baseline.trials,n.candidate.trials)));if(a(c))return{kind:"estimate",trials:c,...i};let l=c;while(!a(l)){if(l>=cl)return{kind:"unreachable",trials:null,...i};c=l;l=Math.min(cl,l*2)}while(l-c>1){const e=Math.floor((c+l)/2);if(a(e))l=e;else c=e}return{kind:"estimate",trials:l,...i}}function combineVerdicts(e){if(e.some(e=>e.fails))return"regression";if(e.some(e=>e.gate&&e.verdict==="improvement"))return"improvement";return"no-change"}function decide(e,t){checkSettings(t);const n=e.map(e=>{const n=e.margin??t.margin;checkMargin(n);const r={...t,margin:n};const s=e.comparisons.map(e=>compareIntervals(e,r));return{name:e.name,margin:n,verdict:combineVerdicts(s),comparisons:s}});const r=n.flatMap(e=>e.comparisons);return{settings:t,verdict:combineVerdicts(r),benchmarks:n}}function worstRegression(e){let t;for(const n of e.benchmarks)for(const e of n.comparisons){if(!e.fails)continue;const r=!t||Math.abs(e.delta)>Math.abs(t.comparison.delta)||Math.abs(e.delta)===Math.abs(t.comparison.delta)&&e.z>t.comparison.z;if(r)t={benchmark:n.name,comparison:e}}return t}function zValue(e){validateConfidence(e);return al()(.5+.5*e,0,1)}function validateConfidence(e){if(typeof e!=="number"||!(e>0&&e<1))throw new errors_ValidationError(`confidence must be in (0,1); got ${errors_showValue(e)}`,"confidence")}function validateBounds(e){if(e===null||e===undefined)return;const t=e;if(typeof t!=="object"||t.length!==2||typeof t[0]!=="number"||typeof t[1]!=="number"||Number.isNaN(t[0])||Number.isNaN(t[1]))throw new errors_ValidationError(`bounds must be a pair [lo, hi] of numbers; got ${errors_showValue(e)}`,"bounds");if(t[0]>t[1])throw new errors_ValidationError(`bounds must satisfy bounds[0] <= bounds[1]; got ${errors_showValue(e)}`,"bounds")}function normalCredibleInterval(e,t,n=.95,r=null){if(!(t>=0))throw new errors_ValidationError(`sigma must be >= 0; got ${errors_showValue(t)}`,"sigma");const s=zValue(n);validateBounds(r);let i=e-s*t;let o=e+s*t;if(r){i=Math.max(i,r[0]);o=Math.min(o,r[1])}return{lo:i,hi:o}}function validateIntegerK(e){if(typeof e!=="number"||!Number.isInteger(e))throw new errors_ValidationError(`k must be an integer; got ${errors_showValue(e)}.`,"k")}function validateLatentK(e){validateIntegerK(e);if(e<1)throw new errors_ValidationError(`k must be >= 1; got k=${e}`,"k");return e}function validateFinite(e,t){if(typeof e!=="number"||!Number.isFinite(e))throw new errors_ValidationError(`${t} must be a finite number; got ${errors_showValue(e)}.`,t);return e}function validatePositive(e,t){if(typeof e!=="number"||!Number.isFinite(e)||e<=0)throw new errors_ValidationError(`${t} must be a finite positive scalar; got ${errors_showValue(e)}.`,t);return e}function validateBetaPrior(e){return{alpha0:validatePositive(e.alpha0??1,"alpha0"),beta0:validatePositive(e.beta0??1,"beta0")}}function validateUnit(e,t){if(typeof e!=="number"||!(e>=0&&e<=1))throw new errors_ValidationError(`${t} must be in [0, 1]; got ${errors_showValue(e)}`,t);return e}function validateVector(e,t){if(e===null||typeof e!=="object"||typeof e.length!=="number")throw new errors_ValidationError(`${t} must be a 1D array of numbers; got ${errors_showValue(e)}.`,t);const n=e;const r=new Float64Array(n.length);for(let e=0;e<n.length;e++){const s=n[e];if(typeof s!=="number"||!Number.isFinite(s))throw new errors_ValidationError(`${t} must contain only finite numbers; got ${errors_showValue(s)} at index ${e}.`,t);r[e]=s}return r}const ll=1e-12;function validateSpectrumWeights(e,t){if(e===null||typeof e!=="object"||typeof e.length!=="number")throw new errors_ValidationError(`weights must be a length-${t} 1D array; got ${errors_showValue(e)}`,"weights");const n=e.length;if(n!==t)throw new errors_ValidationError(`weights must be a length-${t} 1D array; got shape (${n},)`,"weights");const r=validateVector(e,"weights");let s=0;for(let e=0;e<t;e++){const t=r[e];if(t<0)throw new errors_ValidationError(`weights must be non-negative; got ${t} at index ${e}`,"weights");s+=t}if(s>1+ll)throw new errors_ValidationError(`weights must satisfy sum(weights) <= 1; got sum=${s}`,"weights");return r}function assertBinary(e,t="R"){const{categories:n,counts:r}=e;if(n<=2)return;for(let s=0;s<e.trials.length;s++)for(let e=2;e<n;e++)if(r[s*n+e]>0)throw new errors_ValidationError(`Entries of ${t} must be integers in [0, 1].`,t)}function binaryBank(e){const t=toCountTable(e,"R");assertBinary(t);const{trials:n,counts:r,categories:s}=t;const i=n.length;let o=Infinity;let a=0;let c=0;for(let e=0;e<i;e++){const t=n[e];if(t<o){o=t;a=e}if(t>c)c=t}if(o<1)throw new errors_ValidationError(`R row ${a} (question ${JSON.stringify(t.ids[a])}) has no trials (N >= 1 is required).`,"R");const l=o===c?c:undefined;const u=[];const f=[];const d=[];if(l!==undefined&&l+1<=4*i+64){const e=new Float64Array(l+1);for(let t=0;t<i;t++){const n=s>1?r[t*s+1]:0;e[n]=e[n]+1}for(let t=0;t<=l;t++){const n=e[t];if(n>0){u.push(l);f.push(t);d.push(n)}}}else{const e=new Map;const t=c+1;for(let o=0;o<i;o++){const i=n[o];const a=s>1?r[o*s+1]:0;const c=i*t+a;const l=e.get(c);if(l===undefined){e.set(c,u.length);u.push(i);f.push(a);d.push(1)}else d[l]=d[l]+1}}return{table:t,questions:i,trials:Float64Array.from(u),successes:Float64Array.from(f),frequencies:Float64Array.from(d),minTrials:o,minTrialsRow:a,rectangular:l}}function validateFiniteK(e,t){validateIntegerK(t);if(e.rectangular!==undefined||e.minTrials>=t){if(!(t>=1&&t<=e.minTrials))throw new errors_ValidationError(`k must satisfy 1 <= k <= N (N=${e.minTrials}); got k=${t}`,"k");return t}const n=e.table.ids[e.minTrialsRow];throw new errors_ValidationError(`k must satisfy 1 <= k <= N_q for every question; question ${JSON.stringify(n)} (row ${e.minTrialsRow}) has N=${e.minTrials}; got k=${t}`,"k")}function trialSummary(e){let t=Infinity;let n=0;let r=0;for(let s=0;s<e.trials.length;s++){const i=e.trials[s];if(i<t){t=i;n=s}if(i>r)r=i}return{table:e,minTrials:t,minTrialsRow:n,rectangular:t===r?r:undefined}}function intervalSettings(e,t){const n=e.confidence??.95;validateConfidence(n);const r=e.bounds===undefined?t:e.bounds;validateBounds(r);return{confidence:n,bounds:r}}function withInterval(e,t,n){const{lo:r,hi:s}=normalCredibleInterval(e,t,n.confidence,n.bounds);return{mu:e,sigma:t,lo:r,hi:s}}function assertTrials(e,t="R"){for(let n=0;n<e.trials.length;n++)if(!(e.trials[n]>=1))throw new errors_ValidationError(`${t} row ${n} (question ${JSON.stringify(e.ids[n])}) has no trials (N >= 1 is required).`,t)}function observed(e){const{categories:t,counts:n}=e;const r=new Uint8Array(t);for(let e=0;e<n.length;e++)if(n[e]>0)r[e%t]=1;const s=[];for(let e=0;e<t;e++)if(r[e])s.push(e);return s}function resolveWeights(e,t){if(t===undefined||t===null){const t=observed(e);if(t.some(e=>e>1))throw new errors_ValidationError(`R is not binary (observed: ${t.join(", ")}), so weight vector 'w' must be provided.`,"w");return Float64Array.of(0,1)}const n=validateVector(t,"w");if(n.length===0)throw new errors_ValidationError("w must have at least one entry (length C+1 >= 1).","w");return n}function assertLabelRange(e,t,n){const r=e.categories;if(r<=t+1)return;for(let s=0;s<e.trials.length;s++)for(let i=t+1;i<r;i++)if(e.counts[s*r+i]>0)throw new errors_ValidationError(`Entries of ${n} must be integers in [0, ${t}].`,n)}function priorTable(e,t){if(e===undefined||e===null)return undefined;const n=isCountTable(e)?e:countTableFromMatrix(e,{name:"R0",allowEmptyRows:true});if(n.trials.length!==t)throw new errors_ValidationError(`R0 must have the same number of rows (M) as R; got ${n.trials.length} rows for M=${t}.`,"R0");return n}function countAt(e,t,n){return n<e.categories?e.counts[t*e.categories+n]:0}function bayesRows(e,t){const n=toCountTable(e,"R");assertTrials(n);const r=resolveWeights(n,t.w);const s=n.trials.length;const i=priorTable(t.R0,s);const o=r.length-1;assertLabelRange(n,o,"R");if(i)assertLabelRange(i,o,"R0");const a=r[0];const c=new Float64Array(s);const l=new Float64Array(s);const u=new Float64Array(s);for(let e=0;e<s;e++){const t=n.trials[e];const s=i?i.trials[e]:0;const f=1+o+s+t;let d=0;let h=0;for(let t=0;t<=o;t++){const s=countAt(n,e,t)+(i?countAt(i,e,t):0)+1;const o=r[t]-a;d+=s*o;h+=s*o*o}const p=d/f;c[e]=p;l[e]=(h/f-p*p)/(f+1);u[e]=f}return{w0:a,means:c,variances:l,sizes:u,trials:n.trials,w:r}}function bayes(e,t={}){const n=bayesRows(e,t);const r=n.means.length;let s=0;let i=0;for(let e=0;e<r;e++){s+=n.means[e];i+=n.variances[e]}return{mu:n.w0+s/r,sigma:Math.sqrt(Math.max(0,i))/r}}function bayesCi(e,t={}){const n=intervalSettings(t,null);const{mu:r,sigma:s}=bayes(e,t);return withInterval(r,s,n)}function avg(e,t={}){const n=toCountTable(e,"R");if(t.w===undefined)assertBinary(n);const r=bayesRows(n,{w:t.w});const{w:s}=r;const i=r.means.length;let o=0;let a=0;for(let e=0;e<i;e++){const t=r.trials[e];let i=0;for(let t=0;t<s.length;t++)i+=countAt(n,e,t)*s[t];o+=i/t;const c=r.sizes[e]/t;a+=c*c*r.variances[e]}return{mu:o/i,sigma:Math.sqrt(Math.max(0,a))/i}}function avgCi(e,t={}){const n=intervalSettings(t,null);const{mu:r,sigma:s}=avg(e,t);return withInterval(r,s,n)}var ul=r(5616);var fl=r.n(ul);function logChoose(e,t){if(t<0||t>e)return-Infinity;if(t===0||t===e)return 0;return-Math.log1p(e)-fl()(e-t+1,t+1)}const dl=256;function logBetaPowerMoment(e,t,n){if(n===0)return 0;if(n>dl)return fl()(e+n,t)-fl()(e,t);let r=0;for(let s=0;s<n;s++){const n=e+t+s;const i=t/n;r+=i<=.5?Math.log1p(-i):Math.log((e+s)/n)}return r}function logPowerMomentRatio(e,t,n){let r=0;for(let s=0;s<n;s++)r+=Math.log1p(n/(e+s)*t/(e+t+n+s));return r}function betaPowerMoments(e,t,n){const r=logBetaPowerMoment(e,t,n);const s=logBetaPowerMoment(e,t,2*n);const i=Math.exp(s)*-Math.expm1(-logPowerMomentRatio(e,t,n));return{logMean:r,mean:Math.exp(r),variance:i}}function passScore(e){const t=new Float64Array(e+1).fill(1);t[0]=0;return{k:e,kind:"pass",values:t}}function unanimousScore(e){const t=new Float64Array(e+1);t[e]=1;return{k:e,kind:"unanimous",values:t}}function thresholdScore(e,t){if(t<=1)return passScore(e);if(t>=e)return unanimousScore(e);const n=new Float64Array(e+1);for(let r=t;r<=e;r++)n[r]=1;return{k:e,kind:"general",values:n}}function mgScore(e){const t=Math.ceil(e/2);const n=new Float64Array(e+1);for(let r=t+1;r<=e;r++)n[r]=2/e*(r-t);return{k:e,kind:"general",values:n}}function spectrumScore(e){const t=e.length;const n=new Float64Array(t+1);let r=0;for(let s=1;s<=t;s++){r+=e[s-1];n[s]=r}return{k:t,kind:"general",values:n}}function mgSpectrumWeights(e){const t=new Float64Array(e);for(let n=Math.floor((e+1)/2);n<e;n++)t[n]=2/e;return t}function finiteValue(e,t,n){const{k:r,kind:s,values:i}=e;if(s==="pass")return t-n<r?1:-Math.expm1(logChoose(t-n,r)-logChoose(t,r));if(s==="unanimous")return n<r?0:Math.exp(logChoose(n,r)-logChoose(t,r));const o=Math.max(0,r-(t-n));const a=Math.min(r,n);const c=new Float64Array(a-o+1);let l=0;for(let e=o;e<a;e++){const s=c[e-o]+Math.log((n-e)*(r-e)/((e+1)*(t-n-r+e+1)));c[e-o+1]=s;if(s>l)l=s}let u=0;let f=0;for(let e=o;e<=a;e++){const t=c[e-o]-l;if(t<-hl)continue;const n=Math.exp(t);u+=n;f+=i[e]*n}return f/u}function finiteStateValues(e,t){const n=new Float64Array(e.trials.length);for(let r=0;r<n.length;r++)n[r]=finiteValue(t,e.trials[r],e.successes[r]);return n}function meanOverQuestions(e,t){let n=0;for(let r=0;r<t.length;r++)n+=e.frequencies[r]*t[r];return n/e.questions}function finiteMean(e,t){return meanOverQuestions(e,finiteStateValues(e,t))}const hl=80;function betaBinomialPmf(e,t,n){const r=new Float64Array(e+1);let s=0;for(let i=0;i<e;i++){const o=r[i]+Math.log((e-i)*(t+i)/((i+1)*(n+e-i-1)));r[i+1]=o;if(o>s)s=o}const i=s-hl;let o=0;for(let t=0;t<=e;t++){const e=r[t];const n=e>=i?Math.exp(e-s):0;r[t]=n;o+=n}for(let t=0;t<=e;t++)r[t]=r[t]/o;return r}function generalMean(e,t,n,r){const s=betaBinomialPmf(t,n,r);let i=0;for(let n=0;n<=t;n++)i+=e[n]*s[n];return i}const pl=Math.exp(-hl-10);function centredCross(e,t,n,r,s){const i=2*n;const o=betaBinomialPmf(i,r,s);let a=0;for(let r=0;r<=i;r++){const s=o[r];if(s===0)continue;const i=Math.max(0,r-n);const c=Math.min(n,r);const l=Math.min(c,Math.max(i,Math.floor((r+1)/2)));let u=e[l]*t[r-l];let f=1;let d=1;for(let s=l;s<c;s++){d*=(r-s)*(n-s)/((s+1)*(n-r+s+1));if(d<pl)break;f+=d;u+=d*e[s+1]*t[r-s-1]}d=1;for(let s=l;s>i;s--){d*=s*(n-r+s)/((r-s+1)*(n-s+1));if(d<pl)break;f+=d;u+=d*e[s-1]*t[r-s+1]}a+=s*(u/f)}return a}function centred(e,t){const n=new Float64Array(e.length);for(let r=0;r<e.length;r++)n[r]=e[r]-t;return n}function isConstant(e){const t=e[0];for(const n of e)if(n!==t)return false;return true}function posteriorValue(e,t,n){const{k:r,kind:s,values:i}=e;if(s==="pass"){const e=betaPowerMoments(n,t,r);return{mean:-Math.expm1(e.logMean),variance:e.variance}}if(s==="unanimous"){const e=betaPowerMoments(t,n,r);return{mean:e.mean,variance:e.variance}}if(isConstant(i))return{mean:i[0],variance:0};const o=generalMean(i,r,t,n);const a=centred(i,o);return{mean:o,variance:Math.max(0,centredCross(a,a,r,t,n))}}function posteriorCovariance(e,t,n,r,s,i){const o=e.k;if(isConstant(e.values)||isConstant(n.values))return 0;if(e.kind==="pass"&&n.kind==="unanimous"||e.kind==="unanimous"&&n.kind==="pass"){const e=fl()(s+o,i)-fl()(s,i);const t=fl()(s,i+o)-fl()(s,i);const n=fl()(s+o,i+o)-fl()(s,i);return Math.exp(e+t)-Math.exp(n)}return centredCross(centred(e.values,t),centred(n.values,r),o,s,i)}function posteriorStates(e,t,n,r){const s=e.trials.length;const i=new Float64Array(s);const o=new Float64Array(s);for(let a=0;a<s;a++){const s=e.successes[a];const c=posteriorValue(t,n+s,r+e.trials[a]-s);i[a]=c.mean;o[a]=c.variance}return{means:i,variances:o}}function posteriorStateCovariances(e,t,n,r,s,i,o){const a=e.trials.length;const c=new Float64Array(a);for(let l=0;l<a;l++){const a=e.successes[l];c[l]=posteriorCovariance(t,n[l],r,s[l],i+a,o+e.trials[l]-a)}return c}function aggregate(e,t,n){let r=0;let s=0;for(let i=0;i<t.length;i++){const o=e.frequencies[i];r+=o*t[i];s+=o*n[i]}const i=e.questions;return{mu:r/i,sigma:Math.sqrt(s)/i}}function posteriorMean(e,t,n,r){const{means:s,variances:i}=posteriorStates(e,t,n,r);return aggregate(e,s,i)}function finiteMetric(e,t,n){const r=binaryBank(e);const s=validateFiniteK(r,t);return finiteMean(r,n(s))}function posteriorMetric(e,t,n,r){const s=binaryBank(e);const i=validateFiniteK(s,t);const{alpha0:o,beta0:a}=validateBetaPrior(r);const c=intervalSettings(r,[0,1]);const{mu:l,sigma:u}=posteriorMean(s,n(i),o,a);return withInterval(l,u,c)}function passAtK(e,t){return finiteMetric(e,t,passScore)}function passAtKCi(e,t,n={}){return posteriorMetric(e,t,passScore,n)}function passHatK(e,t){return finiteMetric(e,t,unanimousScore)}function passHatKCi(e,t,n={}){return posteriorMetric(e,t,unanimousScore,n)}const ml=null&&passHatK;const gl=null&&passHatKCi;function gPassAtK(e,t){return passHatK(e,t)}function gPassAtKCi(e,t,n={}){return passHatKCi(e,t,n)}function tauThreshold(e,t){return Math.max(1,Math.ceil(e*t-1e-9))}function gPassAtKTau(e,t,n){const r=binaryBank(e);validateUnit(n,"tau");const s=validateFiniteK(r,t);return finiteMean(r,thresholdScore(s,tauThreshold(n,s)))}function gPassAtKTauCi(e,t,n,r={}){const s=binaryBank(e);validateUnit(n,"tau");const i=validateFiniteK(s,t);const{alpha0:o,beta0:a}=validateBetaPrior(r);const c=intervalSettings(r,[0,1]);const{mu:l,sigma:u}=posteriorMean(s,thresholdScore(i,tauThreshold(n,i)),o,a);return withInterval(l,u,c)}function mgPassAtK(e,t){return finiteMetric(e,t,mgScore)}function mgPassAtKCi(e,t,n={}){return posteriorMetric(e,t,mgScore,n)}function majorityScore(e){return thresholdScore(e,Math.floor(e/2)+1)}function majAtK(e,t){return finiteMetric(e,t,majorityScore)}function majAtKCi(e,t,n={}){return posteriorMetric(e,t,majorityScore,n)}function aucCoefficients(e){const t=new Float64Array(e+1);if(e===1){t[1]=1;return t}for(let n=1;n<=e;n++)t[n]=1/(e-1);t[1]=.5/(e-1);t[e]=.5/(e-1);return t}function aucAtK(e,t){const n=binaryBank(e);const r=validateFiniteK(n,t);const s=aucCoefficients(r);const i=new Float64Array(n.trials.length);for(let e=0;e<i.length;e++){const t=n.trials[e];const o=t-n.successes[e];let a=1;let c=0;for(let e=1;e<=r;e++){a*=Math.max(0,o-e+1)/(t-e+1);c+=s[e]*(1-a)}i[e]=c}return meanOverQuestions(n,i)}function aucAtKCi(e,t,n={}){if(t===1)return passAtKCi(e,1,n);const r=binaryBank(e);const s=validateFiniteK(r,t);const{alpha0:i,beta0:o}=validateBetaPrior(n);const a=intervalSettings(n,[0,1]);const c=aucCoefficients(s);const l=aucConvolution(s);const u=r.trials.length;const f=new Float64Array(2*s+1);let d=0;let h=0;for(let e=0;e<u;e++){const t=r.successes[e];const n=i+t;const a=o+r.trials[e]-t;f[0]=1;for(let e=0;e<2*s;e++)f[e+1]=f[e]*((a+e)/(n+a+e));let u=0;for(let e=1;e<=s;e++)u+=c[e]*f[e];let p=0;for(let e=2;e<=2*s;e++)p+=l[e]*f[e];const m=r.frequencies[e];d+=m*(1-u);h+=m*Math.max(0,p-u*u)}const p=r.questions;return withInterval(d/p,Math.sqrt(h)/p,a)}function aucConvolution(e){const t=1/((e-1)*(e-1));const n=new Float64Array(2*e+1);for(let r=2;r<=2*e;r++){const s=Math.min(r-1,2*e+1-r);const i=(r<=e+1?1:0)+(r>=e+1?1:0);const o=(r===2?1:0)+(r===e+1?2:0)+(r===2*e?1:0);n[r]=t*(s-i+o/4)}return n}function weightedGeometricMean(e,t,n,r){if(n===0&&r===0)throw new errors_ValidationError("at least one power must be non-zero; got pass/unanimous (or lam) powers 0 and 0","passPower");if(e===0&&n<0){if(t===0&&r>0)return 0;throw new errors_ValidationError(`x_power must be non-negative when x is zero; got x_power=${n}`,"passPower")}if(t===0&&r<0){if(e===0&&n>0)return 0;throw new errors_ValidationError(`y_power must be non-negative when y is zero; got y_power=${r}`,"unanimousPower")}return Math.pow(e,n)*Math.pow(t,r)}function geometricDelta(e,t,n,r,s,i,o){const a=weightedGeometricMean(e,n,i,o);if(a===0)return[0,0];const c=i!==0&&t>0?i*a*(Math.sqrt(t)/e):0;const l=o!==0&&r>0?o*a*(Math.sqrt(r)/n):0;const u=c!==0&&l!==0?Math.max(-1,Math.min(1,s/(Math.sqrt(t)*Math.sqrt(r)))):0;let f=c*c+l*l+2*c*l*(Number.isFinite(u)?u:0);if(i>=0&&o>=0&&!(f<=.25))f=.25;if(!Number.isFinite(f))throw new errors_ValidationError(`the delta-method variance of x^${i} y^${o} is not finite at these posterior means `+`(x = ${e}, y = ${n}); use non-negative powers or a smaller k`,"passPower");return[a,Math.max(0,f)]}function powers(e){return[validateFinite(e.passPower??.5,"passPower"),validateFinite(e.unanimousPower??.5,"unanimousPower")]}function jointMoments(e,t,n,r,s){const i=posteriorStates(e,t,r,s);const o=posteriorStates(e,n,r,s);const a=posteriorStateCovariances(e,t,i.means,n,o.means,r,s);return{means1:i.means,vars1:i.variances,means2:o.means,vars2:o.variances,covs:a}}function sumOverM2(e,t){let n=0;for(let r=0;r<t.length;r++)n+=e.frequencies[r]*t[r];return n/(e.questions*e.questions)}function thresholdSpectrumAtK(e,t,n){const r=binaryBank(e);const s=validateFiniteK(r,t);return finiteMean(r,spectrumScore(validateSpectrumWeights(n,s)))}function thresholdSpectrumAtKCi(e,t,n,r={}){const s=validateLatentK(t);const i=spectrumScore(validateSpectrumWeights(n,s));const o=binaryBank(e);const{alpha0:a,beta0:c}=validateBetaPrior(r);const l=intervalSettings(r,[0,1]);const u=posteriorStates(o,i,a,c);const f=meanOverQuestions(o,u.means);return withInterval(f,Math.sqrt(sumOverM2(o,u.variances)),l)}function geomDsAtK(e,t,n={}){const[r,s]=powers(n);const i=binaryBank(e);const o=validateFiniteK(i,t);const a=finiteMean(i,passScore(o));const c=finiteMean(i,unanimousScore(o));return weightedGeometricMean(a,c,r,s)}function geomAtK(e,t,n={}){const[r,s]=powers(n);const i=binaryBank(e);const o=validateFiniteK(i,t);const a=finiteStateValues(i,passScore(o));const c=finiteStateValues(i,unanimousScore(o));const l=new Float64Array(a.length);for(let e=0;e<l.length;e++)l[e]=weightedGeometricMean(a[e],c[e],r,s);return meanOverQuestions(i,l)}function geomAtKCi(e,t,n={}){const[r,s]=powers(n);const i=validateLatentK(t);const o=binaryBank(e);const{alpha0:a,beta0:c}=validateBetaPrior(n);const l=intervalSettings(n,[0,1]);const u=jointMoments(o,passScore(i),unanimousScore(i),a,c);const f=new Float64Array(u.means1.length);const d=new Float64Array(u.means1.length);for(let e=0;e<f.length;e++){const[t,n]=geometricDelta(u.means1[e],u.vars1[e],u.means2[e],u.vars2[e],u.covs[e],r,s);f[e]=t;d[e]=n}return withInterval(meanOverQuestions(o,f),Math.sqrt(sumOverM2(o,d)),l)}function geomDsAtKCi(e,t,n={}){const[r,s]=powers(n);const i=validateLatentK(t);const o=binaryBank(e);const{alpha0:a,beta0:c}=validateBetaPrior(n);const l=intervalSettings(n,[0,1]);const u=jointMoments(o,passScore(i),unanimousScore(i),a,c);const[f,d]=geometricDelta(meanOverQuestions(o,u.means1),sumOverM2(o,u.vars1),meanOverQuestions(o,u.means2),sumOverM2(o,u.vars2),sumOverM2(o,u.covs),r,s);return withInterval(f,Math.sqrt(d),l)}function geoSpectrumAtK(e,t,n={}){const r=validateUnit(n.lam??.5,"lam");const s=binaryBank(e);const i=validateFiniteK(s,t);if(r===1)return finiteMean(s,passScore(i));const o=n.weights===undefined?mgSpectrumWeights(i):validateSpectrumWeights(n.weights,i);const a=finiteMean(s,spectrumScore(o));if(r===0)return a;return weightedGeometricMean(finiteMean(s,passScore(i)),a,r,1-r)}function geoSpectrumAtKCi(e,t,n={}){const r=validateUnit(n.lam??.5,"lam");const s=validateLatentK(t);const i=binaryBank(e);const{alpha0:o,beta0:a}=validateBetaPrior(n);const c=intervalSettings(n,[0,1]);const l=passScore(s);if(r===1){const e=posteriorStates(i,l,o,a);return withInterval(meanOverQuestions(i,e.means),Math.sqrt(sumOverM2(i,e.variances)),c)}const u=n.weights===undefined?mgSpectrumWeights(s):validateSpectrumWeights(n.weights,s);const f=spectrumScore(u);if(r===0){const e=posteriorStates(i,f,o,a);return withInterval(meanOverQuestions(i,e.means),Math.sqrt(sumOverM2(i,e.variances)),c)}const d=jointMoments(i,l,f,o,a);const[h,p]=geometricDelta(meanOverQuestions(i,d.means1),sumOverM2(i,d.vars1),meanOverQuestions(i,d.means2),sumOverM2(i,d.vars2),sumOverM2(i,d.covs),r,1-r);return withInterval(h,Math.sqrt(p),c)}function geoSpectrumStarAtK(e,t){return geoSpectrumAtK(e,t)}function geoSpectrumStarAtKCi(e,t,n={}){return geoSpectrumAtKCi(e,t,{confidence:n.confidence,bounds:n.bounds,alpha0:n.alpha0,beta0:n.beta0})}function rewardLevels(e){const t=[...new Set(e)].sort((e,t)=>e-t);const n=new Map(t.map((e,t)=>[e,t]));const r=new Int32Array(e.length);e.forEach((e,t)=>r[t]=n.get(e));return{levels:t,levelOf:r}}function groupedCounts(e,t,n,r,s){const i=e.trials.length;const o=new Float64Array(i*n);for(let a=0;a<i;a++)for(let i=0;i<t.length;i++){const c=a*n+t[i];o[c]=o[c]+countAt(e,a,i)+(s?countAt(s,a,i):0)+r}return o}function maxAtK(e,t,n={}){const r=toCountTable(e,"R");assertTrials(r);const s=resolveWeights(r,n.w);assertLabelRange(r,s.length-1,"R");const i=validateFiniteK(trialSummary(r),t);const{levels:o,levelOf:a}=rewardLevels(s);const c=o.length;if(c===1)return o[0];const l=groupedCounts(r,a,c,0);const u=r.trials.length;let f=0;for(let e=0;e<u;e++){const t=r.trials[e];const n=logChoose(t,i);let s=0;let a=o[0];for(let t=0;t<c-1;t++){s+=l[e*c+t];const r=s<i?1:-Math.expm1(logChoose(s,i)-n);a+=(o[t+1]-o[t])*r}f+=a}return f/u}function covarianceFromLogs(e,t,n){const r=t+n-e;return r>=0?0:Math.exp(e)*-Math.expm1(r)}function maxAtKCi(e,t,n={}){validateIntegerK(t);const r=validateLatentK(t);if(r===1)return bayesCi(e,n);const s=toCountTable(e,"R");assertTrials(s);const i=resolveWeights(s,n.w);const o=s.trials.length;const a=priorTable(n.R0,o);const c=i.length-1;assertLabelRange(s,c,"R");if(a)assertLabelRange(a,c,"R0");let l=Infinity;let u=-Infinity;for(const e of i){if(e<l)l=e;if(e>u)u=e}const f=intervalSettings(n,[l,u]);const{levels:d,levelOf:h}=rewardLevels(i);const p=d.length;if(p===1)return withInterval(d[0],0,f);const m=groupedCounts(s,h,p,1,a);const g=new Float64Array(p-1);for(let e=0;e<p-1;e++)g[e]=d[e+1]-d[e];const v=new Map;const y=new Float64Array(p-1);const b=new Float64Array(p-1);let k=0;let S=0;for(let e=0;e<o;e++){const t=e*p;let n="";for(let e=0;e<p;e++)n+=`${m[t+e]},`;let s=v.get(n);if(!s){s=maxMoments(m.subarray(t,t+p),g,d,r,y,b);v.set(n,s)}k+=s[0];S+=s[1]}return withInterval(k/o,Math.sqrt(S)/o,f)}function maxMoments(e,t,n,r,s,i){const o=e.length;let a=0;for(const t of e)a+=t;let c=0;let l=n[0];for(let n=0;n<o-1;n++){c+=e[n];s[n]=c;i[n]=logBetaPowerMoment(c,a-c,r);l+=t[n]*-Math.expm1(i[n])}l=Math.min(Math.max(l,n[0]),n[o-1]);let u=0;for(let e=0;e<o-1;e++){const n=s[e];const c=a-n;const l=logBetaPowerMoment(n,c,2*r);const f=Math.exp(l)*-Math.expm1(-logPowerMomentRatio(n,c,r));u+=t[e]*t[e]*f;for(let c=e+1;c<o-1;c++){const o=s[c];const l=logBetaPowerMoment(o,a-o,2*r)+logBetaPowerMoment(n,o-n,r);const f=covarianceFromLogs(l,i[e],i[c]);u+=2*t[e]*t[c]*f}}if(!(u>=0))throw new errors_ValidationError(`Max@k posterior variance is invalid: ${u}`,"R");return[l,u]}function kOf(e){if(e.k===undefined)throw new errors_ValidationError(`metric ${e.label} needs k.`,"k");return e.k}function weightsOf(e){if(e.weights===undefined)throw new errors_ValidationError(`metric ${e.label} needs weights.`,"weights");return e.weights}function metricInterval(e,t,n){const r=t.w??n.w;const s={confidence:n.confidence,...t.alpha0!==undefined?{alpha0:t.alpha0}:{},...t.beta0!==undefined?{beta0:t.beta0}:{},...t.bounds!==undefined?{bounds:t.bounds}:{}};const i={confidence:n.confidence,...t.bounds!==undefined?{bounds:t.bounds}:{},...r!==undefined?{w:r}:{}};switch(t.family){case"bayes":return bayesCi(e,{...i,...n.R0?{R0:n.R0}:{}});case"avg":return avgCi(e,i);case"pass":return passAtKCi(e,kOf(t),s);case"pass-hat":return passHatKCi(e,kOf(t),s);case"maj":return majAtKCi(e,kOf(t),s);case"auc":return aucAtKCi(e,kOf(t),s);case"g-pass":return t.tau===undefined?gPassAtKCi(e,kOf(t),s):gPassAtKTauCi(e,kOf(t),t.tau,s);case"mg-pass":return mgPassAtKCi(e,kOf(t),s);case"max":return maxAtKCi(e,kOf(t),{...i,...n.R0?{R0:n.R0}:{}});case"geom":case"geom-ds":{const n={...s,...t.passPower!==undefined?{passPower:t.passPower}:{},...t.unanimousPower!==undefined?{unanimousPower:t.unanimousPower}:{}};return t.family==="geom"?geomAtKCi(e,kOf(t),n):geomDsAtKCi(e,kOf(t),n)}case"geo-spectrum":return geoSpectrumAtKCi(e,kOf(t),{...s,...t.lam!==undefined?{lam:t.lam}:{},...t.weights!==undefined?{weights:t.weights}:{}});case"threshold-spectrum":return thresholdSpectrumAtKCi(e,kOf(t),weightsOf(t),s)}}function metricPoint(e,t,n){const r=t.w??n.w;const s=r!==undefined?{w:r}:{};switch(t.family){case"bayes":return bayes(e,{...s,...n.R0?{R0:n.R0}:{}}).mu;case"avg":return avg(e,s).mu;case"pass":return passAtK(e,kOf(t));case"pass-hat":return passHatK(e,kOf(t));case"maj":return majAtK(e,kOf(t));case"auc":return aucAtK(e,kOf(t));case"g-pass":return t.tau===undefined?gPassAtK(e,kOf(t)):gPassAtKTau(e,kOf(t),t.tau);case"mg-pass":return mgPassAtK(e,kOf(t));case"max":return maxAtK(e,kOf(t),s);case"geom":case"geom-ds":{const n={...t.passPower!==undefined?{passPower:t.passPower}:{},...t.unanimousPower!==undefined?{unanimousPower:t.unanimousPower}:{}};return t.family==="geom"?geomAtK(e,kOf(t),n):geomDsAtK(e,kOf(t),n)}case"geo-spectrum":return geoSpectrumAtK(e,kOf(t),{...t.lam!==undefined?{lam:t.lam}:{},...t.weights!==undefined?{weights:t.weights}:{}});case"threshold-spectrum":return thresholdSpectrumAtK(e,kOf(t),weightsOf(t))}}function perQuestionValues(e,t,n){if(!mi[t.family].meanOfQuestions)return undefined;const r=e.trials.length;const s=e.categories;const i=n.R0?.categories??0;const o=new Map;const a=new Float64Array(r);for(let c=0;c<r;c++){let r=Array.prototype.join.call(e.counts.subarray(c*s,c*s+s),",");if(n.R0)r+=`|${Array.prototype.join.call(n.R0.counts.subarray(c*i,c*i+i),",")}`;let l=o.get(r);if(l===undefined){const s=[c];l=metricPoint(rowsAt(e,s),t,{...n,...n.R0?{R0:rowsAt(n.R0,s)}:{}});o.set(r,l)}a[c]=l}let c=0;for(let e=0;e<r;e++)c+=a[e];c/=r;const l=metricPoint(e,t,n);return Math.abs(c-l)<=1e-9*(1+Math.abs(l))?a:undefined}function bootstrapMetric(e,t,n,r){const s=e.trials.length;if(t.trials.length!==s)throw new errors_ValidationError(`the bootstrap needs aligned tables; got ${s} and ${t.trials.length} questions.`,"candidate");const i={iterations:n.iterations,seed:n.seed,confidence:r.baseline.confidence};const o=perQuestionValues(e,n,r.baseline);const a=o&&perQuestionValues(t,n,r.candidate);if(o&&a)return pairedBootstrapMeans(o,a,i);const estimator=(e,t)=>r=>r===null?metricPoint(e,n,t):metricPoint(rowsAt(e,r),n,{...t,...t.R0?{R0:rowsAt(t.R0,r)}:{}});return pairedBootstrap(s,estimator(e,r.baseline),estimator(t,r.candidate),i)}const vl=1e-12;function checkTolerance(e){if(!(Number.isFinite(e)&&e>=0))throw new errors_ValidationError(`tol must be a finite number >= 0; got ${errors_showValue(e)}.`,"tol")}function competitionRanks(e,t={}){const n=t.tol??vl;checkTolerance(n);e.forEach((e,t)=>{if(typeof e!=="number"||!Number.isFinite(e))throw new errors_ValidationError(`scores[${t}] must be a finite number; got ${errors_showValue(e)}.`,"scores")});const r=descendingOrder(e);const s=new Array(e.length).fill(0);let i=0;while(i<r.length){const t=e[r[i]];let o=i;while(o+1<r.length&&Math.abs(e[r[o+1]]-t)<=n)o++;for(let e=i;e<=o;e++)s[r[e]]=i+1;i=o+1}return s}function descendingOrder(e){return e.map((e,t)=>t).sort((t,n)=>e[n]-e[t])}function checkModels(e){if(!Array.isArray(e)||e.length===0)throw new errors_ValidationError(`models must be a non-empty list; got ${errors_showValue(e)}.`,"models");const t=new Set;e.forEach((e,n)=>{if(typeof e.name!=="string"||e.name==="")throw new errors_ValidationError(`models[${n}].name must be a non-empty string; got ${errors_showValue(e.name)}.`,"models");if(t.has(e.name))throw new errors_ValidationError(`models[${n}].name ${errors_showValue(e.name)} is used twice; names must be unique.`,"models");t.add(e.name);const r=e.interval;for(const t of["mu","sigma","lo","hi"])if(typeof r?.[t]!=="number"||!Number.isFinite(r[t]))throw new errors_ValidationError(`models[${n}].interval.${t} (${e.name}) must be a finite number; got ${errors_showValue(r?.[t])}.`,"models");if(r.sigma<0)throw new errors_ValidationError(`models[${n}].interval.sigma (${e.name}) must be >= 0; got ${errors_showValue(r.sigma)}.`,"models")})}function rankModels(e,t,n={}){checkModels(e);const r=n.tol??vl;checkTolerance(r);const s={rule:t.rule,confidence:t.confidence,minConfidence:t.minConfidence,margin:0};const i=e.map(e=>e.interval.mu);const o=competitionRanks(i,{tol:r});const a=descendingOrder(i);const c=a.map(t=>e[t]);const l=a.map(e=>o[e]);const u=c.length;const f=[];const d=[];for(let e=0;e<u;e++){f.push(new Array(u).fill(null));d.push(new Array(u).fill(null))}const h=[];const p=new Array(u).fill(0).map((e,t)=>t);for(let e=0;e<u;e++){const t=c[e];for(let r=e+1;r<u;r++){const i=c[r];const o=compareIntervals({metric:n.metric??"metric",baseline:t.interval,candidate:i.interval,gate:false,...t.size&&i.size?{sizes:{baseline:t.size,candidate:i.size}}:{},approximateBudget:n.approximateBudget??false,bootstrap:n.bootstrap??false},s);const a=l[e]===l[r];const u=!a&&o.change==="regression";f[e][r]=o.rho;f[r][e]=o.rho;d[e][r]=u;d[r][e]=u;if(!u)p[e]=r;if(r===e+1){const e=u?null:o.budget??trialBudget({delta:o.delta,baselineSigma:t.interval.sigma,candidateSigma:i.interval.sigma,...t.size&&i.size?{sizes:{baseline:t.size,candidate:i.size}}:{},approximate:n.approximateBudget??false,bootstrap:n.bootstrap??false,settings:s});h.push({upper:t.name,lower:i.name,delta:o.delta,deltaSigma:o.deltaSigma,z:o.z,rho:o.rho,tied:a,resolved:u,budget:e})}}}const m=new Array(u).fill(1);let g=0;for(let e=0;e<u;e++){if(e>0)m[e]=m[e-1]+(g>=e?0:1);g=Math.max(g,p[e])}const v=c.map((e,t)=>({name:e.name,interval:e.interval,size:e.size??null,position:t+1,rank:l[t],group:m[t],next:h[t]??null}));const y=[];for(let e=0;e<u;){let t=e;while(t+1<u&&m[t+1]===m[e])t++;let n=0;for(let r=e;r<=t;r++)for(let e=r+1;e<=t;e++)if(d[r]?.[e]===true)n++;y.push({id:m[e],models:c.slice(e,t+1).map(e=>e.name),positions:[e+1,t+1],ranks:[l[e],l[t]],resolvedPairs:n});e=t+1}const b=[];for(let e=0;e<u;e++)for(let t=e+1;t<u;t++)if(d[e]?.[t]===false&&m[e]!==m[t])b.push([v[e]?.name??"",v[t]?.name??""]);return{benchmark:n.benchmark??null,metric:n.metric??null,settings:{rule:t.rule,confidence:t.confidence,minConfidence:t.minConfidence},tol:r,models:v,groups:y,rho:f,resolved:d,crossGroupUnresolved:b}}const yl="scorio-eval-report/1";function buildReport(e,t,n){if(t.length!==e.benchmarks.length)throw new errors_ValidationError(`extras must have one entry per benchmark (${e.benchmarks.length}); got ${t.length}.`,"extras");const r=e.benchmarks.map((e,n)=>{const r=t[n];if(r.comparisons.length!==e.comparisons.length)throw new errors_ValidationError(`extras[${n}].comparisons must have one entry per comparison (${e.comparisons.length}); got ${r.comparisons.length}.`,"extras");const s=e.comparisons.map((e,t)=>({...e,...r.comparisons[t]}));return{name:e.name,verdict:e.verdict,margin:e.margin,weights:r.weights,baseline:r.baseline,candidate:r.candidate,alignment:r.alignment,comparisons:s,changedQuestions:r.changedQuestions}});const s=r.flatMap(e=>e.comparisons);const i={benchmarks:r.length,comparisons:s.length,regressions:s.filter(e=>e.fails).length,improvements:s.filter(e=>e.gate&&e.verdict==="improvement").length,withinMargin:s.filter(e=>e.withinMargin).length,unresolved:s.filter(e=>e.change==="no-change").length,reportOnly:s.filter(e=>!e.gate).length};return{schema:yl,tool:{name:"scorio-eval",version:n.version},generatedAt:n.generatedAt??null,verdict:e.verdict,settings:{...e.settings,align:n.align},summary:i,benchmarks:r,warnings:n.warnings??[]}}function changedQuestions(e,t,n,r=5){const s=[];for(let i=0;i<e.length;i++){const e=Math.abs(n[i]-t[i]);if(!(e>0))continue;if(s.length===r&&e<=s[s.length-1].abs)continue;let o=s.length;while(o>0&&s[o-1].abs<e)o--;s.splice(o,0,{q:i,abs:e});if(s.length>r)s.pop()}return s.map(({q:r})=>{const s=t[r];const i=n[r];return{id:e[r],baseline:s,candidate:i,delta:i-s}})}const bl="&#8203;";const wl=/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;const _l=/[\\`*_{}[\]|~$]/;const kl=/^(?:[-+=]|\d{1,9}[.)])/;const Sl=120;function shorten(e,t=Sl){const n=Array.from(e);if(n.length<=t)return e;return`${n.slice(0,Math.max(1,t-1)).join("")}…`}function escapeMarkdown(e,t={}){const n=shorten(String(e).replace(wl," ").trim(),t.maxLength);const r=kl.exec(n);const s=r?r[0].length-1:-1;let i="";for(let e=0;e<n.length;e++){const t=n[e];if(t==="&")i+="&amp;";else if(t==="<")i+="&lt;";else if(t===">")i+="&gt;";else if(t==="@"&&isBudgetSuffix(n,e))i+=t;else if(t==="@"||t==="#")i+=`${t}${bl}`;else if(t===":"&&n.startsWith("//",e+1))i+=`:${bl}`;else if(t==="-"&&/^gh$/i.test(n.slice(e-2,e))&&/\d/.test(n[e+1]??""))i+=`-${bl}`;else if(e===s||_l.test(t))i+=`\\${t}`;else if((t==="w"||t==="W")&&n[e+1]==="."&&/^www$/i.test(n.slice(e-2,e+1)))i+=`${t}${bl}`;else i+=t}return i}function isBudgetSuffix(e,t){return t>0&&/[A-Za-z0-9]/.test(e[t-1])&&/^@\d+(?![\w.@-])/.test(e.slice(t))}function escapeCode(e,t={}){return shorten(String(e).replace(wl," ").replace(/`/g,"'"),t.maxLength)}function textWidth(e){return Array.from(e).length}function fixed(e,t=3){if(!Number.isFinite(e))return e>0?"∞":e<0?"-∞":"n/a";const n=e.toFixed(t);return/^-0\.?0*$/.test(n)?n.slice(1):n}function signed(e,t=3){if(e===0)return fixed(0,t);const n=Math.abs(e).toFixed(t);return`${e>0?"+":"-"}${n}`}function formatRho(e){return e>=.9995?">0.999":fixed(e,3)}function formatInterval(e,t=3){return`${fixed(e.mu,t)} [${fixed(e.lo,t)}, ${fixed(e.hi,t)}]`}function percent(e){return`${Number((e*100).toFixed(2))}%`}function format_grouped(e){return String(Math.round(e)).replace(/\B(?=(\d{3})+(?!\d))/g,",")}function renderJson(e){return`${JSON.stringify(e,(e,t)=>typeof t==="number"&&!Number.isFinite(t)?null:t,2)}\n`}function niceStep(e,t){const n=e/t;const r=10**Math.floor(Math.log10(n));const s=n/r;const i=s<1.5?1:s<3?2:s<7?5:10;return i*r}function decimalsFor(e){return Math.max(0,Math.min(6,-Math.floor(Math.log10(e)+1e-9)))}function intervalAxis(e,t){if(e.length===0||!e.every(Number.isFinite))return undefined;let n=Math.min(...e);let r=Math.max(...e);if(r-n<1e-9){const e=Math.max(Math.abs(n)*.05,.01);n-=e;r+=e}const s=niceStep(r-n,4);const i=Math.floor(n/s+1e-9)*s;const o=Math.ceil(r/s-1e-9)*s;const col=e=>Math.min(t-1,Math.max(0,Math.round((e-i)/(o-i)*(t-1))));const a=new Array(t).fill("-");const c=new Array(t+12).fill(" ");const l=decimalsFor(s);let u=-2;const f=Math.round((o-i)/s);for(let e=0;e<=f;e++){const t=i+e*s;const n=col(t);a[n]="+";const r=fixed(t,l);if(n>u+1){for(let e=0;e<r.length;e++)c[n+e]=r[e];u=n+r.length-1}}return{tickLine:c.join("").trimEnd(),axisLine:a.join(""),bar(e,n){const r=new Array(t).fill(" ");const s=col(e.lo);const i=col(e.hi);for(let e=s;e<=i;e++)r[e]=n;if(i>s){r[s]="[";r[i]="]"}r[col(e.mu)]="o";return r.join("").trimEnd()}}}function renderForest(e,t={}){const n=intervalAxis(e.flatMap(e=>[e.baseline.lo,e.baseline.hi,e.baseline.mu,e.candidate.lo,e.candidate.hi,e.candidate.mu]),Math.max(20,t.width??50));if(!n)return[];const r=e.map(e=>escapeCode(e.label,{maxLength:t.maxLabel??24}));const s=Math.max(0,...r.map(textWidth));const i="candidate".length;const o=s+1+i+1;const pad=(e,t)=>e+" ".repeat(Math.max(0,t-textWidth(e)));const a=[];a.push(" ".repeat(o)+n.tickLine);a.push(" ".repeat(o)+n.axisLine);e.forEach((e,t)=>{a.push(`${pad(r[t],s)} ${pad("baseline",i)} ${n.bar(e.baseline,"-")}`.trimEnd());a.push(`${" ".repeat(s)} ${pad("candidate",i)} ${n.bar(e.candidate,"=")}`.trimEnd())});return a}const $l=65536;const Al=1048576;const El={regression:"❌",improvement:"✅","no-change":"➖"};function utf8Length(e){let t=0;for(let n=0;n<e.length;n++){const r=e.charCodeAt(n);if(r<128)t+=1;else if(r<2048)t+=2;else if(r>=55296&&r<=56319&&n+1<e.length){t+=4;n++}else t+=3}return t}function ruleText(e){const t=e.settings;return t.rule==="overlap"?`rule: the ${percent(t.confidence)} credible intervals must not overlap`:`rule: one-sided ranking confidence ρ ≥ ${fixed(t.minConfidence,3)}`}function plural(e,t,n=`${t}s`){return`${format_grouped(e)} ${e===1?t:n}`}function changeText(e,t){return`${escapeMarkdown(e,{maxLength:60})} ${escapeMarkdown(t.metric,{maxLength:40})} ${fixed(t.baseline.mu)} → ${fixed(t.candidate.mu)} (${signed(t.delta)}, ρ ${formatRho(t.rho)})`}function headline(e){const t=[];const n=[];for(const r of e.benchmarks)for(const e of r.comparisons){if(e.fails)t.push({b:r.name,c:e});else if(e.gate&&e.verdict==="improvement")n.push({b:r.name,c:e})}const byDrop=(e,t)=>Math.abs(t.c.delta)-Math.abs(e.c.delta)||t.c.z-e.c.z;if(t.length>0){t.sort(byDrop);const e=t[0];const n=t.length>1?` and ${format_grouped(t.length-1)} more`:"";return`### ❌ Credible regression: ${changeText(e.b,e.c)}${n}`}if(n.length>0){n.sort(byDrop);const e=n[0];return`### ✅ No credible regression · improvement: ${changeText(e.b,e.c)}`}const r=e.summary.comparisons;const s=e.summary.withinMargin>0?` (${plural(e.summary.withinMargin,"drop")} within the margin)`:"";return`### ✅ No credible regression: no credible change in ${plural(r,"metric")}${s}`}function summaryLine(e){const t=e.summary;const n=[plural(t.regressions,"credible regression"),plural(t.improvements,"improvement"),`${format_grouped(t.unresolved)} without a credible change`];if(t.withinMargin>0)n.push(`${format_grouped(t.withinMargin)} within the margin`);if(t.reportOnly>0)n.push(`${format_grouped(t.reportOnly)} report-only`);const r=e.settings.margin>0?` · margin ${e.settings.margin}`:"";return`**scorio eval** · ${plural(t.benchmarks,"benchmark")} · ${plural(t.comparisons,"metric")}: ${n.join(", ")} · ${ruleText(e)}${r}`}function verdictCell(e){if(e.fails)return"❌ regression";if(e.withinMargin)return"⚠️ drop within margin";if(e.verdict==="regression")return"⚠️ regression";if(e.verdict==="improvement")return"✅ improvement";if(e.delta===0)return"➖ no change";const t=e.budget;if(t?.kind==="estimate"&&t.trials!==null)return`➖ unresolved (~${format_grouped(t.trials)} trials/question)`;if(t?.kind==="unreachable")return`➖ unresolved (>${format_grouped(cl)} trials/question)`;return"➖ unresolved"}function deltaCell(e){const t=e.bootstrap?.delta;return t?`${signed(e.delta)} [${signed(t.lo)}, ${signed(t.hi)}]`:signed(e.delta)}function metricCell(e){const t=[e.gate?"":"report-only",e.uncertainty==="bootstrap"?"bootstrap":""].filter(e=>e!=="").join(", ");return`${escapeMarkdown(e.metric,{maxLength:60})}${t===""?"":` *(${t})*`}`}function benchmarkHeading(e){const t={regression:"credible regression",improvement:"credible improvement","no-change":"no credible change"}[e.verdict];return`#### ${El[e.verdict]} ${escapeMarkdown(e.name)}: ${t}`}function benchmarkTable(e){const t=["| metric | baseline μ [lo, hi] | candidate μ [lo, hi] | Δ | ρ | verdict |","|:--|--:|--:|--:|--:|:--|"];for(const n of e.comparisons)t.push(`| ${metricCell(n)} | ${formatInterval(n.baseline)} | ${formatInterval(n.candidate)} | ${deltaCell(n)} | ${formatRho(n.rho)} | ${verdictCell(n)} |`);return t}function forestBlock(e,t,n){const r=renderForest(e.comparisons.map(e=>({label:e.metric,baseline:e.baseline,candidate:e.candidate})),n!==undefined?{width:n}:{});if(r.length===0)return[];return["```text",`baseline [--o--]  candidate [==o==]  o = mean, [ ] = ${percent(t.settings.confidence)} interval`,"",...r,"```"]}function budgetSentence(e,t){const n=t.budget;if(!n)return undefined;const r=`**${escapeMarkdown(e,{maxLength:60})} · ${escapeMarkdown(t.metric,{maxLength:60})}**`;const s=n.currentTrials!==null?` at ${plural(n.currentTrials,"trial")} per question`:"";const i=`Δ ${signed(t.delta)}`;switch(n.kind){case"estimate":return`${r}: ${i} is unresolved${s}; about ${plural(n.trials??0,"trial")} per question would resolve this${n.approximate?" (approximate: this metric’s σ does not shrink exactly like Bayes@N’s)":""}.`;case"zero-difference":return`${r}: Δ is 0; no number of trials resolves a zero difference.`;case"bootstrap":return`${r}: ${i} is unresolved; its bootstrap σ reflects the sample of questions, which more trials per question do not shrink (more questions would).`;case"unreachable":return`${r}: ${i} is unresolved; more than ${format_grouped(cl)} trials per question would be needed — the difference is too small to resolve by sampling more.`;case"unknown":return`${r}: ${i} is unresolved.`}}function sizeText(e){const t=e.trials.min===e.trials.max?format_grouped(e.trials.min):`${format_grouped(e.trials.min)}–${format_grouped(e.trials.max)}`;const n=e.priorTrials>0?`, D = ${format_grouped(e.priorTrials)}`:"";return`${format_grouped(e.questions)} × ${t}, C = ${e.maxLabel}${n}`}function idList(e,t){const n=e.slice(0,10).map(e=>escapeMarkdown(e,{maxLength:40}));const r=t-n.length;return n.join(", ")+(r>0?`, … (${format_grouped(r)} more)`:"")}function detailsBlocks(e,t){const n=e.settings;const r=[];const text=(...e)=>r.push({kind:"text",lines:e});text("<details>","<summary>Details: settings, data, trial budget, questions that changed most</summary>");const s=n.rule==="overlap"?`overlap (a credible change when the ${percent(n.confidence)} credible intervals do not overlap)`:`z (a credible change when Δ ≠ 0 and ρ = Φ(|Δ| / √(σ_b² + σ_c²)) ≥ ${n.minConfidence})`;text(`**Settings** · rule ${s} · confidence ${n.confidence} · margin ${n.margin} (credible drops smaller than this do not fail) · alignment ${n.align}`);const i=["| benchmark | weights | baseline M × N | candidate M × N | compared | only in baseline | only in candidate |","|:--|:--|--:|--:|--:|--:|--:|"];for(const t of e.benchmarks)i.push(`| ${escapeMarkdown(t.name,{maxLength:60})} | ${t.weights?t.weights.join(", "):"0, 1"} | ${sizeText(t.baseline)} | ${sizeText(t.candidate)} | ${format_grouped(t.alignment.common)} | ${format_grouped(t.alignment.onlyInBaselineCount)} | ${format_grouped(t.alignment.onlyInCandidateCount)} |`);text("**Data** (M questions × N trials per question, labels 0..C)");r.push({kind:"table",lines:i});const o=[];for(const t of e.benchmarks){const list=e=>e.slice(0,5).map(e=>escapeMarkdown(e,{maxLength:100})).join(", ")+(e.length>5?`, … (${e.length-5} more)`:"");o.push(`- ${escapeMarkdown(t.name,{maxLength:60})}: baseline ${list(t.baseline.files)}; candidate ${list(t.candidate.files)}`);if(t.alignment.onlyInBaselineCount>0)o.push(`  - only in baseline: ${idList(t.alignment.onlyInBaseline,t.alignment.onlyInBaselineCount)}`);if(t.alignment.onlyInCandidateCount>0)o.push(`  - only in candidate: ${idList(t.alignment.onlyInCandidate,t.alignment.onlyInCandidateCount)}`)}if(o.length>0)text("**Files**","",...o);const a=[];for(const t of e.benchmarks)for(const e of t.comparisons){const n=budgetSentence(t.name,e);if(n)a.push(`- ${n}`)}text("**Trial budget** (σ shrinks like 1/√(T+1), T = 1 + C + D + N; spend more trials only where a difference is still unresolved)","",...a.length>0?a:["- Every comparison is resolved."]);const c=["| benchmark | question | baseline | candidate | Δ |","|:--|:--|--:|--:|--:|"];for(const n of e.benchmarks)for(const e of n.changedQuestions.slice(0,t))c.push(`| ${escapeMarkdown(n.name,{maxLength:40})} | ${escapeMarkdown(e.id,{maxLength:60})} | ${fixed(e.baseline)} | ${fixed(e.candidate)} | ${signed(e.delta)} |`);text("**Questions that changed most** (mean score over the trials of each question)");if(c.length>2)r.push({kind:"table",lines:c});else text("No question changed its mean score.");if(e.warnings.length>0)text("**Warnings**","",...e.warnings.slice(0,50).map(e=>`- ${escapeMarkdown(e,{maxLength:300})}`));text("</details>");return r}function footer(e){const t=e.generatedAt!==null?` · ${escapeMarkdown(e.generatedAt,{maxLength:40})}`:"";return`<sub>${e.tool.name} ${e.tool.version} · report schema ${e.schema}${t}</sub>`}function join(e){return`${e.map(e=>e.lines.join("\n")).join("\n\n")}\n`}function renderMarkdown(e,t={}){const n=t.maxLength??$l;if(!Number.isInteger(n)||n<2e3)throw new errors_ValidationError(`maxLength must be an integer >= 2000; got ${errors_showValue(n)}.`,"maxLength");const r=t.measure==="utf8"?utf8Length:e=>e.length;const s=[{kind:"text",lines:[headline(e),"",summaryLine(e)]}];const i=[];e.benchmarks.forEach((n,r)=>{i.push({kind:"text",lines:[benchmarkHeading(n)],benchmark:r});i.push({kind:"table",lines:benchmarkTable(n),benchmark:r});const s=forestBlock(n,e,t.forestWidth);if(s.length>0)i.push({kind:"code",lines:s,benchmark:r})});const o=detailsBlocks(e,t.changedQuestions??5);const a={kind:"text",lines:[footer(e)]};const c=join([...s,...i,...o,a]);if(r(c)<=n)return c;const l=t.fullReportHint??"report.json";const u={kind:"text",lines:[`*Details omitted to fit the ${format_grouped(n)}-character limit; the full report is in ${escapeMarkdown(l)}.*`]};const f=join([...s,...i,u,a]);if(r(f)<=n)return f;const d=e.benchmarks.length;const note=e=>({kind:"text",lines:[`> **⚠️ Report truncated** to fit the ${format_grouped(n)}-character limit: ${format_grouped(e)} of ${format_grouped(d)} benchmarks shown in full. The full report is in ${escapeMarkdown(l)}.`]});const h=r(join([note(d),a]))+2;const p=[];let m=r(join(s))-1;p.push(...s);const fits=e=>m+2+r(e.lines.join("\n"))+h<=n;for(const e of i){if(fits(e)){p.push(e);m+=2+r(e.lines.join("\n"));continue}if(e.kind==="table"){const t=[...e.lines.slice(0,2)];for(const n of e.lines.slice(2)){const r={...e,lines:[...t,n]};if(!fits(r))break;t.push(n)}if(t.length>2)p.push({...e,lines:t,benchmark:-1})}break}const g=p[p.length-1];if(g&&g.kind==="text"&&g.benchmark!==undefined&&g.benchmark>=0)p.pop();let v=0;e.benchmarks.forEach((e,t)=>{const n=i.filter(e=>e.benchmark===t).length;const r=p.filter(e=>e.benchmark===t).length;if(n>0&&r===n)v++});return join([...p,note(v),a])}const Tl="scorio-eval-leaderboard/1";function buildLeaderboardReport(e,t={}){return{schema:Tl,tool:t.tool?{name:t.tool.name,version:t.tool.version}:null,generatedAt:t.generatedAt??null,leaderboards:e}}function renderLeaderboardJson(e,t={}){const n=buildLeaderboardReport(e,t);return`${JSON.stringify(n,(e,t)=>typeof t==="number"&&!Number.isFinite(t)?null:t,2)}\n`}function leaderboard_ruleText(e){const t=e.settings;return t.rule==="overlap"?`rule: the ${percent(t.confidence)} credible intervals must not overlap`:`rule: one-sided ranking confidence ρ ≥ ${fixed(t.minConfidence,3)}`}function leaderboard_name(e){return escapeMarkdown(e,{maxLength:60})}function boardTitle(e){return[e.benchmark,e.metric].filter(e=>e!==null&&e!=="").map(e=>leaderboard_name(e)).join(" · ")}function leadText(e){const t=e.groups[0];const n=e.models.length;if(!t||n===1)return`${format_grouped(n)} model`;if(t.models.length===1)return`**${leaderboard_name(t.models[0])}** is credibly first of ${format_grouped(n)} models`;const r=t.models.slice(0,3).map(e=>`**${leaderboard_name(e)}**`);const s=t.models.length>3?` and ${format_grouped(t.models.length-3)} more`:"";return t.models.length===n?`no credible order: all ${format_grouped(n)} models share one group`:`no credible winner: ${r.join(", ")}${s} share the top group of ${format_grouped(n)} models`}function budgetCell(e,t){if(t||e===null)return"resolved";switch(e.kind){case"estimate":return`~${format_grouped(e.trials??0)} trials/question${e.approximate?" (approx.)":""}`;case"unreachable":return`>${format_grouped(cl)} trials/question`;case"zero-difference":return"equal means: never";case"bootstrap":return"more questions (bootstrap σ)";case"unknown":return"unresolved"}}function rankTable(e){const t=["| rank | group | model | μ [lo, hi] | ρ vs next | to resolve vs next |","|--:|--:|:--|--:|--:|:--|"];for(const n of e.models){const e=n.next;const r=e?formatRho(e.rho):"—";const s=e?budgetCell(e.budget,e.resolved):"—";t.push(`| ${n.rank} | ${n.group} | ${leaderboard_name(n.name)} | ${formatInterval(n.interval)} | ${r} | ${s} |`)}return t}function renderIntervalChart(e,t={}){const n=intervalAxis(e.models.flatMap(e=>[e.interval.lo,e.interval.hi,e.interval.mu]),Math.max(20,t.width??50));if(!n)return[];const r=e.models.map(e=>`${e.rank}`.padStart(3)+`  g${e.group}  `+escapeCode(e.name,{maxLength:24}));const s=Math.max(...r.map(textWidth));const i=" ".repeat(s+1);const o=[`${i}${n.tickLine}`,`${i}${n.axisLine}`];e.models.forEach((t,i)=>{if(i>0&&e.models[i-1]?.group!==t.group)o.push("");const a=r[i];o.push(`${a}${" ".repeat(s-textWidth(a)+1)}${n.bar(t.interval,"-")}`.trimEnd())});return o}function chartBlock(e,t){const n=renderIntervalChart(e,t!==undefined?{width:t}:{});if(n.length===0)return[];return["```text",`rank  group  model   [--o--] = mean and ${percent(e.settings.confidence)} interval; groups apart`,"",...n,"```"]}function matrixBlock(e){const t=e.models.length;const n=`| ρ | ${e.models.map(e=>`#${e.position}`).join(" | ")} |`;const r=[n,`|:--|${e.models.map(()=>"--:").join("|")}|`];for(let n=0;n<t;n++){const s=e.models[n];const i=[];for(let r=0;r<t;r++){const t=e.rho[n]?.[r];if(t===null||t===undefined)i.push("—");else i.push(e.resolved[n]?.[r]?`**${formatRho(t)}**`:formatRho(t))}r.push(`| #${s.position} ${leaderboard_name(s.name)} | ${i.join(" | ")} |`)}return r}function notes(e){const t=[];for(const n of e.groups)if(n.resolvedPairs>0)t.push(`- Group ${n.id} is a chain: ${format_grouped(n.resolvedPairs)} of its pairs ${n.resolvedPairs===1?"is":"are"} credibly ordered (bold in the ρ matrix), but every member is linked to the next by comparisons the rule cannot resolve, so the group stays together.`);const n=e.models.filter(e=>e.next&&!e.next.resolved);if(n.length>0){const e=n.map(e=>e.next?.budget).filter(e=>e?.kind==="estimate"&&e.trials!==null);const r=e.length>0?Math.min(...e.map(e=>e.trials)):null;t.push(`- ${format_grouped(n.length)} adjacent ${n.length===1?"pair is":"pairs are"} unresolved${r!==null?`; the cheapest to resolve needs about ${format_grouped(r)} trials per question on both models`:""}. Spend more trials only where a pair is unresolved and the budget is affordable; a budget beyond reach means the two are practically tied.`)}return t}function boardBlocks(e,t,n){const r=boardTitle(e);const s=[];if(t||r!=="")s.push({kind:"text",lines:[`#### ${r!==""?`${r}: `:""}${leadText(e)}`]});s.push({kind:"table",lines:rankTable(e)});const i=chartBlock(e,n.chartWidth);if(i.length>0)s.push({kind:"code",lines:i});const o=[];const a=notes(e);const c=n.matrixLimit??12;if(e.models.length>1&&e.models.length<=c)o.push({kind:"details",lines:["<details>",`<summary>ρ between every pair${r!==""?` (${r})`:""}: bold = credibly ordered under the rule</summary>`]},{kind:"table",lines:matrixBlock(e)},...a.length>0?[{kind:"text",lines:a}]:[],{kind:"details",lines:["</details>"]});else if(a.length>0)o.push({kind:"text",lines:a});return{main:s,details:o}}function leaderboard_join(e){return`${e.map(e=>e.lines.join("\n")).join("\n\n")}\n`}function renderLeaderboardMarkdown(e,t={}){const n=t.maxLength??$l;if(!Number.isInteger(n)||n<2e3)throw new errors_ValidationError(`maxLength must be an integer >= 2000; got ${errors_showValue(n)}.`,"maxLength");if(e.length===0)throw new errors_ValidationError("boards must hold at least one leaderboard; got [].","boards");const r=t.measure==="utf8"?utf8Length:e=>e.length;const s=e.length>1;const i=e[0];const o=Math.max(...e.map(e=>e.models.length));const a=s?`### 🏆 Leaderboards: ${format_grouped(e.length)} benchmark × metric tables, up to ${format_grouped(o)} models`:`### 🏆 Leaderboard: ${leadText(i)}`;const c=`**scorio eval** · ranked by posterior mean · ${leaderboard_ruleText(i)} · models in one group are not credibly ordered; every model in a higher group is credibly better than every model in a lower one`;const l={kind:"text",lines:[a,"",c]};const u=[];if(t.tool)u.push(`${t.tool.name} ${t.tool.version}`);u.push(`leaderboard schema ${Tl}`);if(t.generatedAt)u.push(escapeMarkdown(t.generatedAt,{maxLength:40}));const f={kind:"text",lines:[`<sub>${u.join(" · ")}</sub>`]};const d=e.map(e=>boardBlocks(e,s,t));const h=leaderboard_join([l,...d.flatMap(e=>[...e.main,...e.details]),f]);if(r(h)<=n)return h;const p=escapeMarkdown(t.fullReportHint??"leaderboard.json");const note=e=>({kind:"text",lines:[`> **⚠️ Shortened** to fit the ${format_grouped(n)}-character limit: ${e}. The full leaderboard is in ${p}.`]});const m=leaderboard_join([l,...d.flatMap(e=>e.main),note("ρ matrices omitted"),f]);if(r(m)<=n)return m;const g=d.flatMap(e=>e.main.filter(e=>e.kind!=="code"));const v=leaderboard_join([l,...g,note("ρ matrices and charts omitted"),f]);if(r(v)<=n)return v;const y=note("ρ matrices and charts omitted, tables cut");const b=r(leaderboard_join([y,f]))+2;const k=[l];let S=r(leaderboard_join([l]))-1;for(const e of g){const t=2+r(e.lines.join("\n"));if(S+t+b<=n){k.push(e);S+=t;continue}if(e.kind==="table"){const t=[...e.lines.slice(0,2)];let s=2+r(t.join("\n"));for(const i of e.lines.slice(2)){if(S+s+1+r(i)+b>n)break;t.push(i);s+=1+r(i)}if(t.length>2)k.push({kind:"table",lines:t})}break}return leaderboard_join([...k,y,f])}function shown(e,t){if(!(0,i.isAbsolute)(e))return e;const n=(0,i.relative)(t,e);return n!==""&&!n.startsWith("..")&&!(0,i.isAbsolute)(n)?n:e}function maxLabel(e){const{categories:t,counts:n}=e;const r=e.trials.length;for(let e=t-1;e>0;e--)for(let s=0;s<r;s++)if(n[s*t+e]>0)return e;return 0}function meanTrials(e){const t=e.trials;let n=0;for(let e=0;e<t.length;e++)n+=t[e];return t.length>0?n/t.length:0}function tables_trialRange(e){const t=e.trials;let n=Infinity;let r=0;for(let e=0;e<t.length;e++){const s=t[e];if(s<n)n=s;if(s>r)r=s}return{min:n===Infinity?0:n,max:r}}function alreadyAligned(e,t){if(e.categories!==t.categories||e.ids.length!==t.ids.length)return false;for(let n=0;n<e.ids.length;n++)if(e.ids[n]!==t.ids[n])return false;return true}function priorFor(e,t,n){const r=new Map;e.ids.forEach((e,t)=>r.set(e,t));const s=e.categories;const i=Math.max(s,n);const o=new Float64Array(t.length*i);const a=new Float64Array(t.length);t.forEach((t,n)=>{const c=r.get(t);if(c===undefined)return;o.set(e.counts.subarray(c*s,c*s+s),n*i);a[n]=e.trials[c]});return{ids:[...t],categories:i,counts:o,trials:a}}function questionMeans(e,t){const n=e.categories;const r=e.trials.length;const s=new Float64Array(r);for(let i=0;i<r;i++){let r=0;for(let s=0;s<n;s++)r+=(t[s]??0)*e.counts[i*n+s];s[i]=r/e.trials[i]}return s}const xl="0.1.0";function maxTrials(e){let t=0;for(let n=0;n<e.trials.length;n++)t=Math.max(t,e.trials[n]);return t}function metricWork(e,t){const n=t.trials.length;const r=n*(maxTrials(t)+(e.k??0)+t.categories);if(e.uncertainty!=="bootstrap")return 2*r;const s=e.iterations;return mi[e.family].meanOfQuestions?2*r+2*s*n:2*s*r}function checkWorkBudget(e,t,n){const r=e.flatMap(e=>e.metrics.map(t=>({what:`${e.name} ${t.label}`,units:metricWork(t,e.table)})));const s=r.reduce((e,t)=>e+t.units,0);if(s<=t)return;const i=[...r].sort((e,t)=>t.units-e.units).slice(0,3).map(e=>`${e.what} ${scientific(e.units)}`).join(", ");throw new ConfigError(`the metrics would cost about ${scientific(s)} work units, over the budget of ${scientific(t)} (largest: ${i}); nothing was computed. Use fewer bootstrap iterations, metrics or benchmarks, or raise the budget with ${n}.`,n)}function scientific(e){return e<1e6?String(Math.round(e)):e.toExponential(1).replace("e+","e")}function sideInfo(e,t,n){return{files:e.files.map(e=>shown(e,t)),formats:e.formats,questions:e.table.ids.length,trials:tables_trialRange(e.table),maxLabel:maxLabel(e.table),priorTrials:n?Math.round(meanTrials(n)*100)/100:0}}function benchmarkWeights(e,t,n,r){let s=e.weights??n.weights??r.weights;if(s===undefined&&(n.labelLayout??r.labelLayout)==="partial-credit")s=$o;if(s===undefined){if(t>1)throw new ConfigError(`${e.path} (${errors_showValue(e.name)}): the outcomes have labels 0..${t}, not 0/1: give "weights", one score per label (e.g. [${Array.from({length:t+1},(e,n)=>Number((n/t).toFixed(3))).join(", ")}])`,`${e.path}.weights`);return undefined}if(s.length<t+1)throw new ConfigError(`${e.path}.weights: ${errors_showValue(s)} scores labels 0..${s.length-1}, but the files of ${errors_showValue(e.name)} have label ${t}`,`${e.path}.weights`);return s}function guard(e,t){const n=t==="flag";return{confine:!n&&e.allowOutsideWorkspace!==true,redactOutside:!n}}async function readBenchmark(e,t,n,r){const s=n.baselineRoot??n.cwd;const i={baseline:{cwd:s,...guard(t,e.pathSource?.baseline)},candidate:{cwd:n.cwd,...guard(t,e.pathSource?.candidate)}};let[o,a]=await Promise.all([readOutcomes(e.baseline,{...e.read,...i.baseline}),readOutcomes(e.candidate,{...e.read,...i.candidate})]);if(o.labelLayout!==a.labelLayout){const t={...e.read,labels:So};if(o.labelLayout===undefined)o=await readOutcomes(e.baseline,{...t,...i.baseline});else a=await readOutcomes(e.candidate,{...t,...i.candidate})}const c=[...o.warnings,...a.warnings].map(t=>`${e.name}: ${t}`);const l=alreadyAligned(o.table,a.table)?{baseline:o.table,candidate:a.table,ids:o.table.ids,onlyInBaseline:[],onlyInCandidate:[]}:alignTables(o.table,a.table,{mode:t.align,baselineName:shown(o.files[0]??"baseline",s),candidateName:shown(a.files[0]??"candidate",n.cwd)});if(l.onlyInBaseline.length>0||l.onlyInCandidate.length>0)c.push(`${e.name}: compared the ${l.ids.length} common questions; left out ${l.onlyInBaseline.length} only in the baseline and ${l.onlyInCandidate.length} only in the candidate (align: intersect).`);const u=Math.max(maxLabel(l.baseline),maxLabel(l.candidate));const f=l.baseline.categories;const d=new Map;for(const[s,i]of e.metrics.entries()){if(i.R0===undefined)continue;const e=i.R0;let o=r.get(e);if(!o){o=readOutcomes(e,{cwd:n.cwd,...guard(t,"config")});r.set(e,o)}d.set(s,priorFor((await o).table,l.ids,f))}return{benchmark:e,baseline:o,candidate:a,baselineRoot:s,candidateRoot:n.cwd,aligned:l,top:u,weights:benchmarkWeights(e,u,o,a),filePrior:{...o.prior?{baseline:priorFor(o.prior,l.ids,f)}:{},...a.prior?{candidate:priorFor(a.prior,l.ids,f)}:{}},metricPrior:d,warnings:c}}function compareBenchmark(e,t){const{benchmark:n,aligned:r,top:s,filePrior:i,baseline:o,candidate:a}=e;const c=e.weights;const l=e.baselineRoot;const u=new Map;const trialsMean=e=>{let t=u.get(e);if(t===undefined){t=meanTrials(e);u.set(e,t)}return t};const f=[];const d=[];for(const[o,a]of n.metrics.entries()){const l=`${n.path}.metrics[${o}]`;const u=mi[a.family];const h=a.w??c;if(u.binaryOnly&&s>1)throw new ConfigError(`${l}: ${a.label} needs binary outcomes (0/1); ${errors_showValue(n.name)} has labels 0..${s} (use bayes, avg or max@k with weights)`,l);const p=e.metricPrior.get(o);let m=p?{baseline:p,candidate:p}:{baseline:i.baseline,candidate:i.candidate};if(!u.options.includes("R0"))m={baseline:undefined,candidate:undefined};const ctx=e=>({confidence:t.confidence,...h!==undefined?{w:h}:{},...m[e]?{R0:m[e]}:{}});let g;let v;let y;let b;try{if(a.uncertainty==="bootstrap"){const e=bootstrapMetric(r.baseline,r.candidate,a,{baseline:ctx("baseline"),candidate:ctx("candidate")});g=e.baseline;v=e.candidate;y=e.delta;b={uncertainty:"bootstrap",bootstrap:{iterations:e.iterations,seed:e.seed,delta:e.delta},options:specOptions(a)}}else{g=metricInterval(r.baseline,a,ctx("baseline"));v=metricInterval(r.candidate,a,ctx("candidate"));b={uncertainty:"posterior",options:specOptions(a)}}}catch(e){if(e instanceof errors_ValidationError)throw new ConfigError(`${l} (${a.label}, ${errors_showValue(n.name)}): ${e.message}`,l);throw e}const k=(h?.length??2)-1;const size=(e,t)=>{const n=trialsMean(e);return{trials:n,effectiveTrials:1+k+(t?trialsMean(t):0)+n}};f.push({metric:a.label,baseline:g,candidate:v,gate:a.gate,...y!==undefined?{pairedDelta:y}:{},sizes:{baseline:size(r.baseline,m.baseline),candidate:size(r.candidate,m.candidate)},approximateBudget:!u.exactBudget,bootstrap:a.uncertainty==="bootstrap"});d.push(b)}const h=c??[0,1];const limitIds=e=>e.slice(0,20);return{benchmark:n,input:{name:n.name,comparisons:f,...n.margin!==undefined?{margin:n.margin}:{}},extras:{weights:c??null,baseline:sideInfo(o,l,i.baseline),candidate:sideInfo(a,e.candidateRoot,i.candidate),alignment:{mode:t.align,common:r.ids.length,onlyInBaselineCount:r.onlyInBaseline.length,onlyInCandidateCount:r.onlyInCandidate.length,onlyInBaseline:limitIds(r.onlyInBaseline),onlyInCandidate:limitIds(r.onlyInCandidate)},changedQuestions:changedQuestions(r.ids,questionMeans(r.baseline,h),questionMeans(r.candidate,h),10),comparisons:d},warnings:e.warnings}}function specOptions(e){return{...e}}async function runComparison(e,t){const n=new Map;const r=[];for(const s of e.benchmarks)r.push(await readBenchmark(s,e,t,n));checkWorkBudget(r.map(e=>({name:e.benchmark.name,metrics:e.benchmark.metrics,table:e.aligned.baseline})),t.workBudget,t.workBudgetSetting);const s=r.map(t=>compareBenchmark(t,e));const i=decide(s.map(e=>e.input),{rule:e.rule,confidence:e.confidence,minConfidence:e.minConfidence,margin:e.margin});const o=buildReport(i,s.map(e=>e.extras),{version:xl,generatedAt:t.now.toISOString(),align:e.align,warnings:[...t.warnings??[],...s.flatMap(e=>e.warnings)]});const a=[];for(const e of o.benchmarks)for(const t of e.comparisons)if(t.fails)a.push({benchmark:e.name,metric:t.metric,baseline:t.baseline.mu,candidate:t.candidate.mu,delta:t.delta,message:`${e.name} ${t.metric}: ${fixed(t.baseline.mu)} -> ${fixed(t.candidate.mu)} (${signed(t.delta)}), rho ${formatRho(t.rho)}`});return{report:o,json:renderJson(o),comment:renderMarkdown(o,{maxLength:$l,fullReportHint:t.fullReportHint}),markdown:renderMarkdown(o,{maxLength:Al,measure:"utf8",fullReportHint:"report.json"}),regressions:a}}async function resolveConfig(e){return(await resolveConfigWithWarnings(e)).config}async function resolveConfigWithWarnings(e){const t=e.overrides??{};let n=e.configFile;const r=t.baseline!==undefined||t.candidate!==undefined;if(n===undefined&&!r){const t=(0,i.resolve)(e.cwd,_i);if((0,s.existsSync)(t)&&(0,s.statSync)(t).isFile())n=_i;else throw new ConfigError(`nothing to compare: give a config file (default ${_i}), or both a baseline and a candidate`,"config")}const o=n!==undefined?await loadConfig(n,e.cwd):undefined;const a=o?enforcePolicy(o,e.policy):undefined;const c=Object.values(t).some(e=>e!==undefined);if(a&&!c)return a;const l=applyOverrides(a?.config,t,{source:e.overrideSource??"flag"});if(a)return{config:l,warnings:a.warnings};return enforcePolicy(l,{...e.policy,trustConfig:true})}async function compare(e){const{config:t,warnings:n}=await resolveConfigWithWarnings(e);const r=resolvePolicy(e.policy);let s;try{s=await runComparison(t,{cwd:e.cwd,warnings:n,workBudget:r.workBudget,workBudgetSetting:r.settingName("work-budget"),...e.baselineRoot!==undefined?{baselineRoot:e.baselineRoot}:{},now:e.now??new Date,fullReportHint:e.fullReportHint??"the job summary"})}catch(e){throw withWarnings(e,n)}return{verdict:s.report.verdict,regressions:s.regressions,improvements:s.report.summary.improvements,json:s.json,comment:s.comment,markdown:s.markdown,warnings:s.report.warnings,report:s.report}}async function score(e){const t=e.confidence??.95;if(!(t>0&&t<1))throw new ConfigError(`--confidence: must be a number in (0, 1); got ${errors_showValue(t)}`,"--confidence");const n=[];for(const t of e.metrics&&e.metrics.length>0?e.metrics:["bayes"]){const e=parseMetricEntry(t,[]);const r=e.problems[0];if(r)throw new ConfigError(`--metric: ${r.message}`,"--metric");n.push(e.spec)}const r=await readOutcomes(e.file,{cwd:e.cwd,...e.format!==undefined?{format:e.format}:{}});const s=r.table;const o=maxLabel(s);const a=e.weights??r.weights??(r.labelLayout==="partial-credit"?$o:undefined);if(a===undefined&&o>1)throw new ConfigError(`--weights: the outcomes have labels 0..${o}, not 0/1: give one score per label, e.g. --weights ${Array.from({length:o+1},(e,t)=>Number((t/o).toFixed(3))).join(",")}`,"--weights");const c=n.map(e=>{if(mi[e.family].binaryOnly&&o>1)throw new ConfigError(`--metric: ${e.label} needs binary outcomes (0/1); the file has labels 0..${o}`,"--metric");try{const n=mi[e.family].options.includes("R0")?r.prior:undefined;return{metric:e.label,...metricInterval(s,e,{confidence:t,...a!==undefined?{w:a}:{},...n?{R0:n}:{}})}}catch(t){if(t instanceof errors_ValidationError)throw new ConfigError(`--metric ${e.label}: ${t.message}`,"--metric");throw t}});let l=Infinity;let u=0;for(const e of s.trials){l=Math.min(l,e);u=Math.max(u,e)}const shown=t=>{if(!(0,i.isAbsolute)(t))return t;const n=(0,i.relative)(e.cwd,t);return n.startsWith("..")||(0,i.isAbsolute)(n)?t:n};return{files:r.files.map(shown),formats:r.formats,questions:s.ids.length,trials:{min:l,max:u},maxLabel:o,weights:a??null,confidence:t,metrics:c,warnings:r.warnings}}const Nl=100;async function resolveSettings(e){const t=e.configFile!==undefined?await loadConfig(e.configFile,e.cwd):undefined;const n=t?enforcePolicy({...t,benchmarks:[]},e.policy):undefined;const r=n?.config;const s="(rank)";const i=applyOverrides(undefined,{baseline:s,candidate:s,...e.format!==undefined?{format:e.format}:{},...e.metrics!==undefined?{metrics:e.metrics}:{},...e.weights!==undefined?{weights:e.weights}:{},...rank_models_optional("confidence",e.confidence??r?.confidence),...rank_models_optional("rule",e.rule??r?.rule),...rank_models_optional("minConfidence",e.minConfidence??r?.minConfidence),...rank_models_optional("align",e.align??r?.align)},{source:e.overrideSource??"flag"});const o=i.benchmarks[0];if(o===undefined)throw new Error("applyOverrides returned no benchmark");const a={confidence:i.confidence,rule:i.rule,minConfidence:i.minConfidence,align:i.align,allowOutsideWorkspace:e.allowOutsideWorkspace===true||r?.allowOutsideWorkspace===true,maxUnzippedBytes:resolvePolicy(e.policy).maxUnzippedBytes,metrics:o.metrics,format:o.read.format,weights:o.weights};return{settings:a,warnings:n?.warnings??[]}}function rank_models_optional(e,t){return t!==undefined?{[e]:t}:{}}function describeSource(e){return`${e.name}=${e.paths.join(",")}`}function hasControlOrComma(e){for(const t of e){const e=t.codePointAt(0);if(e<32||e===127||t===",")return true}return false}function rank_models_checkModels(e){const t=[...e.baseline?[e.baseline]:[],...e.models];if(e.models.length===0)throw new ConfigError("rank: no model to rank: give at least one candidate","models");if(t.length<2)throw new ConfigError(`rank: a leaderboard needs at least two models; got only ${errors_showValue(describeSource(t[0]))}`,"models");const n=new Map;for(const e of t){const t=e.name;if(t.trim()===""||t!==t.trim())throw new ConfigError(`rank: model name ${errors_showValue(t)} must be non-empty, without leading or trailing spaces`,"models");if(t.length>Nl||hasControlOrComma(t))throw new ConfigError(`rank: model name ${errors_showValue(t)} must be at most ${Nl} characters, without commas or control characters`,"models");if(e.paths.length===0||e.paths.some(e=>e.trim()===""))throw new ConfigError(`rank: model ${errors_showValue(t)} has no file`,"models");const r=n.get(t);if(r!==undefined)throw new ConfigError(`rank: model name ${errors_showValue(t)} is used twice: ${errors_showValue(describeSource(r))} and ${errors_showValue(describeSource(e))}; give each model its own name (name=file)`,"models");n.set(t,e)}return t}async function readModels(e,t,n){const r=e.overrideSource==="input";const s={maxUnzippedBytes:n.maxUnzippedBytes,...e.read,...n.format!==undefined?{format:n.format}:{},confine:r&&!n.allowOutsideWorkspace,redactOutside:r};const rootOf=t=>t?e.baselineRoot??e.cwd:e.cwd;const i=await Promise.all(t.map(async(t,n)=>{const r=e.baseline!==undefined&&n===0;const i=rootOf(r);return{source:t,baseline:r,root:i,read:await readOutcomes(t.paths,{...s,cwd:i})}}));if(i.some(e=>e.read.labelLayout==="partial-credit"))for(const e of i)if(e.read.labelLayout===undefined)e.read=await readOutcomes(e.source.paths,{...s,labels:So,cwd:e.root});return i}function sameIds(e,t){if(e.ids.length!==t.ids.length)return false;for(let n=0;n<e.ids.length;n++)if(e.ids[n]!==t.ids[n])return false;return true}function alignModels(e,t){const n=e[0];const r=n.read.table;const name=e=>`${e.source.name} (${shown(e.read.files[0]??"?",e.root)})`;if(t==="strict")for(const t of e.slice(1))if(!sameIds(r,t.read.table))alignTables(r,t.read.table,{mode:"strict",baselineName:name(n),candidateName:name(t)});const s=e.slice(1).map(e=>new Set(e.read.table.ids));const i=r.ids.filter(e=>s.every(t=>t.has(e)));if(i.length===0)throw new InputError({file:shown(n.read.files[0]??"?",n.root)},`no question id is common to all ${e.length} models (${e.map(e=>`${e.source.name}: ${e.read.table.ids.length}`).join(", ")} questions).`);const o=Math.max(...e.map(e=>e.read.table.categories));const a=e.map(e=>{const t=e.read.table;const n=t.ids.length===i.length&&sameIds(t,r)?t:selectRows(t,i);return withCategories(n,o)});return{ids:i,tables:a,leftOut:e.map(e=>e.read.table.ids.length-i.length)}}function rank_models_resolveWeights(e,t,n,r){const s=overrideName("weights",r);let i=e.weights??t.find(e=>e.read.weights)?.read.weights;if(i===undefined&&t.some(e=>e.read.labelLayout==="partial-credit"))i=$o;if(i===undefined){if(n>1)throw new ConfigError(`${s}: the outcomes have labels 0..${n}, not 0/1: give one score per label, e.g. ${Array.from({length:n+1},(e,t)=>Number((t/n).toFixed(3))).join(",")}`,s);return undefined}if(i.length<n+1)throw new ConfigError(`${s}: ${errors_showValue(i)} scores labels 0..${i.length-1}, but the files have label ${n}`,s);return i}function rankedSources(e,t){return e.map((e,n)=>({name:e.source.name,baseline:e.baseline,files:e.read.files.map(t=>shown(t,e.root)),formats:e.read.formats,questions:e.read.table.ids.length,leftOut:t.leftOut[n],trials:tables_trialRange(e.read.table),maxLabel:maxLabel(e.read.table)}))}const Il=10;function baselineVerdict(e,t){const n=e.models.findIndex(e=>e.name===t);if(n<0)throw new errors_ValidationError(`baseline ${errors_showValue(t)} is not on the leaderboard.`,"baseline");const r=[];const s=[];const i=[];e.models.forEach((t,o)=>{if(o===n)return;if(e.resolved[o]?.[n]!==true)i.push(t.name);else(o<n?r:s).push(t.name)});const o=e.models.length-1;const a=r.length>0?"improvement":s.length===o&&o>0?"regression":"no-change";return{baseline:t,benchmark:e.benchmark,metric:e.metric??"",verdict:a,above:r,below:s,unresolved:i}}function listNames(e,t){const n=e.slice(0,Il).map(e=>t?escapeMarkdown(e,{maxLength:60}):e);const r=e.length>Il?` and ${format_grouped(e.length-Il)} more`:"";return`${n.join(", ")}${r}`}function verdictSentence(e,t){const esc=e=>t?escapeMarkdown(e,{maxLength:60}):e;const n=t?esc(e.baseline):`"${e.baseline}"`;const r=[e.benchmark,e.metric].filter(e=>e!==null&&e!=="").map(esc).join(" ");const s=e.verdict==="improvement"?`Credible improvement over the baseline ${n}`:e.verdict==="regression"?`Credible regression: every candidate is credibly below the baseline ${n}`:`No credible improvement over the baseline ${n}`;const i=[];if(e.above.length>0)i.push(`credibly above it: ${listNames(e.above,t)}`);if(e.below.length>0)i.push(`credibly below it: ${listNames(e.below,t)}`);if(e.unresolved.length>0)i.push(`not credibly different: ${listNames(e.unresolved,t)}`);return t?`**${s}** on ${r}: ${i.join("; ")}.`:`${s} on ${r}: ${i.join("; ")}`}const Ll={improvement:"✅",regression:"❌","no-change":"➖"};function verdictParagraph(e){return`${Ll[e.verdict]} ${verdictSentence(e,true)}\n\n`}function renderRankReports(e){const{boards:t,versus:n,settings:r}=e;const s={tool:{name:"scorio-eval",version:xl},generatedAt:e.generatedAt};const i=buildLeaderboardReport(t,s);const o=`${JSON.stringify({schema:i.schema,tool:i.tool,generatedAt:i.generatedAt,verdict:e.verdict,versusBaseline:n,leader:e.leader,topGroup:e.topGroup,settings:{rule:r.rule,confidence:r.confidence,minConfidence:r.minConfidence,align:r.align,weights:e.weights??null},questions:e.questions,models:e.sources,leaderboards:i.leaderboards,warnings:e.warnings},(e,t)=>typeof t==="number"&&!Number.isFinite(t)?null:t,2)}\n`;const a=n?verdictParagraph(n):"";const render=(e,n,r)=>{const i=n==="utf8"?utf8Length(a):a.length;return a+renderLeaderboardMarkdown(t,{...s,maxLength:e-i,measure:n,fullReportHint:r})};return{json:o,comment:render($l,"chars",e.fullReportHint),markdown:render(Al,"utf8","leaderboard.json")}}function parseModelArgument(e){const t=e.indexOf("=");const n=t>0?e.slice(0,t):"";if(t>0&&!/[/\\*?[\]{}]/.test(n))return{name:n.trim(),paths:[e.slice(t+1).trim()],named:true};const r=e.trim();if(/[*?[\]{}]/.test(r))return{glob:r};const s=(0,i.basename)(r).replace(/\.[^.]+$/,"");return{name:s===""?(0,i.basename)(r):s,paths:[r],named:false}}async function rank(e){const t=rank_models_checkModels(e);const{settings:n,warnings:r}=await resolveSettings(e);try{return await rankWith(e,t,n,r)}catch(e){throw withWarnings(e,r)}}async function rankWith(e,t,n,r){const s=e.overrideSource??"flag";const i=await readModels(e,t,n);const o=alignModels(i,n.align);const a=[...r,...i.flatMap(e=>e.read.warnings.map(t=>`${e.source.name}: ${t}`))];const c=e.benchmark!==undefined?`${e.benchmark}: `:"";if(o.leftOut.some(e=>e>0))a.push(`${c}ranked the ${o.ids.length} questions common to all ${i.length} models; left out ${i.map((e,t)=>({name:e.source.name,n:o.leftOut[t]})).filter(e=>e.n>0).map(e=>`${e.n} of ${e.name}`).join(", ")} (align: intersect).`);const l=Math.max(...o.tables.map(maxLabel));const u=rank_models_resolveWeights(n,i,l,s);const f=o.tables[0].categories;const d=i.map(e=>e.read.prior?priorFor(e.read.prior,o.ids,f):undefined);const h=overrideName("metrics",s);const p=n.metrics.map(t=>{const r=mi[t.family];if(r.binaryOnly&&l>1)throw new ConfigError(`${h}: ${t.label} needs binary outcomes (0/1); the files have labels 0..${l} (use bayes, avg or max@k with weights)`,h);const s=t.w??u;const a=(s?.length??2)-1;const c=i.map((e,i)=>{const c=o.tables[i];const l=r.options.includes("R0")?d[i]:undefined;let u;try{u=metricInterval(c,t,{confidence:n.confidence,...s!==undefined?{w:s}:{},...l?{R0:l}:{}})}catch(n){if(n instanceof errors_ValidationError)throw new ConfigError(`${h} ${t.label} (${errors_showValue(e.source.name)}): ${n.message}`,h);throw n}const f=meanTrials(c);return{name:e.source.name,interval:u,size:{trials:f,effectiveTrials:1+a+(l?meanTrials(l):0)+f}}});return rankModels(c,{rule:n.rule,confidence:n.confidence,minConfidence:n.minConfidence},{...e.benchmark!==undefined?{benchmark:e.benchmark}:{},metric:t.label,approximateBudget:!r.exactBudget})});const m=p[Math.max(0,n.metrics.findIndex(e=>e.gate))];const g=e.baseline?baselineVerdict(m,e.baseline.name):null;const v=g?.verdict??"no-change";const y=p[0];const b=y.groups[0]?.models??[];const k=b.length===1?b[0]:null;const S=g?verdictSentence(g,false):`no baseline: leaderboard of ${i.length} models; ${k!==null?`"${k}" is credibly first`:`no credible winner (top group: ${listNames(b,false)})`}`;const $=rankedSources(i,o);const A=renderRankReports({boards:p,verdict:v,versus:g,leader:k,topGroup:b,settings:n,weights:u,questions:o.ids.length,sources:$,warnings:a,generatedAt:(e.now??new Date).toISOString(),fullReportHint:e.fullReportHint??"the job summary"});return{verdict:v,versusBaseline:g,boards:p,leader:k,topGroup:b,verdictLine:S,models:$,questions:o.ids.length,...A,warnings:a}}const Cl=e(import.meta.url)("node:util");const Ol="scorio-eval";function wrap(e,t){const n=[];let r="";for(const s of e.split(" ")){if(r!==""&&t+r.length+1+s.length>96){n.push(r);r=s}else r=r===""?s:`${r} ${s}`}n.push(r);return n.join(`\n${" ".repeat(t)}`)}const Rl=`${Ol} ${xl}: gate on credible regressions of LLM eval metrics.\n\nUsage:\n  ${Ol} compare --baseline <file|glob> --candidate <file|glob> [options]\n  ${Ol} compare --config <file> [options]\n  ${Ol} score <file|glob> [options]\n  ${Ol} rank [name=]<file|glob>... [--baseline [name=]<file|glob>] [options]\n  ${Ol} <command> --help\n\nCommands:\n  compare   Compare a baseline and a candidate; print the report.\n            Exit 0: no credible regression. 1: a credible regression. 2: usage or input error.\n  score     Metrics with credible intervals for one result file.\n  rank      Rank several models (checkpoints) with interval-aware groups; print the leaderboard.\n            Exit 0 (1 with --baseline when every candidate is credibly below it). 2: error.\n\nOptions:\n  -h, --help     Show help.\n  -v, --version  Show the version.\n`;const Pl=`Usage: ${Ol} compare [--config <file>] [options]\n       ${Ol} compare --baseline <file|glob> --candidate <file|glob> [options]\n\nReads the baseline and candidate outcomes (questions x trials), computes each metric with its\ncredible interval, and calls a credible regression only when the rule says so. Prints the report\n(Markdown by default) on standard output.\n\nExit status: 0 no credible regression, 1 credible regression, 2 usage or input error\n(one line on standard error).\n\nInputs:\n  --config <file>        YAML config (benchmarks, metrics, rule). Default: .github/scorio.yml\n                         when it exists and --baseline/--candidate are not given.\n  --baseline <path>      Baseline results: a file or a glob (files are merged per question).\n  --candidate <path>     Candidate results: a file or a glob.\n  --input-format <name>  Format of the result files; default auto (by extension and content):\n                         ${wrap(Ei.join(", "),25)}.\n  --weights <list>       Rubric weights, one per label 0..C, e.g. 0,0.5,1. Default 0,1 (binary).\n  --allow-outside-workspace\n                         Let the files a config names lie outside the current directory\n                         (absolute paths, ../, symbolic links that lead out). Default: refused.\n                         Paths given as flags are never confined.\n\nDecision:\n  --metric <name>        A metric to compare; repeat for several. Default bayes.\n                         ${wrap(`Names: ${vi.join(", ")}`,25)}\n                         (k a number, e.g. pass@4, pass^4, maj@8).\n  --rule <overlap|z>     overlap (default): a credible change only when the credible intervals do\n                         not overlap. z: when rho = Phi(|delta| / sqrt(sb^2 + sc^2)) reaches\n                         --min-confidence.\n  --confidence <p>       Credibility level of every interval. Default 0.95.\n  --min-confidence <p>   Rule z's threshold on rho. Default 0.95.\n  --margin <d>           Credible drops smaller than this do not fail. Default 0.\n  --align <mode>         strict (default): baseline and candidate must have the same question ids.\n                         intersect: compare the common questions, report the others.\n  --work-budget <units>  Most work the metrics may cost (default 2e11 units, a few minutes); a\n                         larger run stops with an error before computing (docs/reliability.md).\n\nOutput:\n  --format <md|json>     Report format on standard output. Default md.\n  --out-dir <dir>        Also write the report to <dir>/report.md and <dir>/report.json\n                         (created if needed). Only these two files are written, and they are\n                         replaced if they exist; nothing else is ever written.\n  -h, --help             Show this help.\n\nFlags win over the config file. Relative paths resolve against the current directory.\n`;const zl=`Usage: ${Ol} score <file|glob> [options]\n\nPrints each metric with its credible interval for one result matrix (questions x trials).\n\nOptions:\n  --metric <name>        A metric; repeat for several. Default bayes.\n                         ${wrap(`Names: ${vi.join(", ")}`,25)}\n  --format <json|md|csv> Output format. Default md.\n  --input-format <name>  Format of the result file. Default auto.\n  --weights <list>       Rubric weights, one per label 0..C, e.g. 0,0.5,1.\n  --confidence <p>       Credibility level of the intervals. Default 0.95.\n  -h, --help             Show this help.\n\nExit status: 0 success, 2 usage or input error. Nothing is written to disk.\n`;const Ml=`Usage: ${Ol} rank [name=]<file|glob>... [--baseline [name=]<file|glob>] [options]\n\nRanks several models (e.g. the checkpoints of a training run) scored on the same questions:\ncompetition ranks of the posterior mean (1, 2, 2, 4) and interval-aware groups (models the rule\ncannot order share a group; every model in a higher group is credibly better than every model in\na lower one), the rho between every pair, and the trials per question that would resolve each\nadjacent pair. Prints the leaderboard (Markdown by default) on standard output.\n\nModels:\n  name=<file|glob>       One model per argument: its name, then its result file(s); a glob merges\n                         its files per question (e.g. one file per seed). Quote globs.\n  <file>                 A model named after its file: runs/ckpt-1000.csv is "ckpt-1000".\n                         Unquoted globs expand in the shell: one model per file.\n  --baseline <model>     The reference model (name=file, or a file named "baseline"). It is\n                         ranked with the others, and the verdict is against it.\n\nExit status: 0 the leaderboard was printed; with --baseline, 1 when every candidate is credibly\nbelow the baseline on the first metric (a credible regression); 2 usage or input error (one line on\nstandard error). Names must be unique.\n\nOptions:\n  --benchmark <name>     Benchmark name shown in the leaderboard's titles.\n  --metric <name>        A metric to rank by; repeat for several (one leaderboard each; the first\n                         decides the verdict). Default bayes.\n                         ${wrap(`Names: ${vi.join(", ")}`,25)}\n  --rule <overlap|z>     overlap (default): two models are credibly ordered when their credible\n                         intervals do not overlap. z: when rho reaches --min-confidence.\n  --confidence <p>       Credibility level of every interval. Default 0.95.\n  --min-confidence <p>   Rule z's threshold on rho. Default 0.95.\n  --input-format <name>  Format of the result files; default auto.\n  --weights <list>       Rubric weights, one per label 0..C, e.g. 0,0.5,1. Default 0,1 (binary).\n  --align <mode>         strict (default): every model must have the same question ids.\n                         intersect: rank on the questions common to all models, report the others.\n  --work-budget <units>  Most work the metrics may cost (default 2e11 units); see compare --help.\n  --format <md|json>     Output format. Default md (json: schema scorio-eval-leaderboard/1).\n  --out-dir <dir>        Also write <dir>/leaderboard.md and <dir>/leaderboard.json (created if\n                         needed). Only these two files are written, and they are replaced if they\n                         exist; nothing else is ever written.\n  -h, --help             Show this help.\n`;class UsageError extends ScorioError{name="UsageError"}function parseNumber(e,t){if(t===undefined)return undefined;const n=Number(t.trim());if(t.trim()===""||!Number.isFinite(n))throw new ConfigError(`${e}: expected a number; got ${errors_showValue(t)}`,e);return n}function parseWeights(e){if(e===undefined)return undefined;const t=e.replace(/^\s*\[|\]\s*$/g,"").split(/[\s,]+/).filter(e=>e!=="");const n=t.map(Number);if(n.length<2||n.some(e=>!Number.isFinite(e)))throw new ConfigError(`--weights: expected at least 2 numbers separated by commas, e.g. 0,0.5,1; got ${errors_showValue(e)}`,"--weights");return n}function parseInputFormat(e){if(e===undefined)return undefined;if(!Ei.includes(e))throw new ConfigError(`--input-format: must be one of ${Ei.join(", ")}; got ${errors_showValue(e)}${didYouMean(e,Ei)}`,"--input-format");return e}function args_parse(e,t,n,r){try{const e=(0,Cl.parseArgs)({args:[...t],options:n,allowPositionals:r,strict:true});return{values:e.values,positionals:e.positionals}}catch(t){const r=t.message.split(/\.(?:\s|$)/)[0]??"invalid arguments";const s=/^Unknown option '(--?[^']+)'/.exec(r)?.[1];const i=s!==undefined?didYouMean(s,Object.keys(n).map(e=>`--${e}`)):"";throw new UsageError(`${e}: ${r}${i} (see ${Ol} ${e} --help)`)}}const jl={"input-format":{type:"string"},weights:{type:"string"},metric:{type:"string",multiple:true},rule:{type:"string"},confidence:{type:"string"},"min-confidence":{type:"string"},align:{type:"string"},format:{type:"string"},"out-dir":{type:"string"},"work-budget":{type:"string"},help:{type:"boolean",short:"h"}};function stringFlag(e,t){const n=e[t];return typeof n==="string"?n:undefined}function sharedFlags(e){const str=t=>stringFlag(e,t);const t=str("format")??"md";if(t!=="md"&&t!=="json")throw new ConfigError(`--format: must be md or json; got ${errors_showValue(t)}${didYouMean(t,["md","json"])}`,"--format");const n=str("rule");const r=str("align");const s=parseInputFormat(str("input-format"));const i=parseWeights(str("weights"));const o=parseNumber("--confidence",str("confidence"));const a=parseNumber("--min-confidence",str("min-confidence"));const c=e.metric??[];const l=parseNumber("--work-budget",str("work-budget"));if(l!==undefined&&!(l>0))throw new ConfigError(`--work-budget: must be a number > 0 (work units, e.g. 1e12); got ${errors_showValue(str("work-budget"))}`,"--work-budget");return{settings:{...s!==undefined?{format:s}:{},...i!==undefined?{weights:i}:{},...c.length>0?{metrics:c}:{},...n!==undefined?{rule:n}:{},...o!==undefined?{confidence:o}:{},...a!==undefined?{minConfidence:a}:{},...r!==undefined?{align:r}:{},...e["allow-outside-workspace"]===true?{allowOutsideWorkspace:true}:{}},output:t,outDir:str("out-dir"),policy:{trustConfig:true,...l!==undefined?{workBudget:l}:{},settingName:e=>`--${e}`}}}const Bl={what:"report",markdown:"report.md",json:"report.json"};const Fl={what:"leaderboard",markdown:"leaderboard.md",json:"leaderboard.json"};function fullReportHint(e,t){return e!==undefined?`${t.markdown} and ${t.json}`:"the --format json output"}async function deliver(e,t,n,r){r.stdout(t.output==="json"?e.json:e.markdown);for(const t of e.warnings)r.stderr(`${Ol}: warning: ${t}\n`);const s=e.verdict==="regression"?1:0;const{outDir:a}=t;if(a===undefined)return s;const c=(0,i.isAbsolute)(a)?a:(0,i.resolve)(r.cwd,a);try{await(0,o.mkdir)(c,{recursive:true});await(0,o.writeFile)((0,i.join)(c,n.markdown),e.markdown);await(0,o.writeFile)((0,i.join)(c,n.json),e.json)}catch(t){r.stderr(`${Ol}: --out-dir: cannot write the ${n.what} to ${errors_showValue(a)}: ${t.message} `+`(verdict: ${e.verdict})\n`);return s===1?1:2}return s}function csvField(e){return/[",\n]/.test(e)?`"${e.replace(/"/g,'""')}"`:e}async function runCompare(e,t){const{values:n,positionals:r}=args_parse("compare",e,{config:{type:"string"},baseline:{type:"string"},candidate:{type:"string"},margin:{type:"string"},"allow-outside-workspace":{type:"boolean"},...jl},true);if(n.help){t.stdout(Pl);return 0}if(r.length>0)throw new UsageError(`compare: unexpected argument ${errors_showValue(r[0])}; give files with --baseline and --candidate (see ${Ol} compare --help)`);const str=e=>stringFlag(n,e);const s=sharedFlags(n);const i=parseNumber("--margin",str("margin"));const o=str("baseline");const a=str("candidate");const c=str("config");const l=await compare({...c!==undefined?{configFile:c}:{},overrides:{...o!==undefined?{baseline:o}:{},...a!==undefined?{candidate:a}:{},...s.settings,...i!==undefined?{margin:i}:{}},cwd:t.cwd,overrideSource:"flag",policy:s.policy,now:t.now?t.now():new Date,fullReportHint:fullReportHint(s.outDir,Bl)});return deliver(l,s,Bl,t)}function modelArgument(e,t,n){const r=parseModelArgument(e);if("glob"in r){if(n!==undefined)return{name:n,paths:[r.glob]};throw new UsageError(`rank: ${t} ${errors_showValue(r.glob)} is a glob: give the model a name (name=${r.glob}) to merge its files, or leave it unquoted so that the shell makes each file a model`)}return{name:r.named||n===undefined?r.name:n,paths:r.paths}}async function runRank(e,t){const{values:n,positionals:r}=args_parse("rank",e,{baseline:{type:"string"},benchmark:{type:"string"},...jl},true);if(n.help){t.stdout(Ml);return 0}const str=e=>stringFlag(n,e);if(r.length===0)throw new UsageError(`rank: give the models to rank, as name=file or files (see ${Ol} rank --help)`);const s=sharedFlags(n);const i=str("benchmark");if(i!==undefined&&i.trim()==="")throw new ConfigError("--benchmark: must not be empty","--benchmark");const o=str("baseline");const a=o!==undefined?modelArgument(o,"--baseline",o.includes("=")?undefined:"baseline"):undefined;const c=r.map(e=>modelArgument(e,"model"));const l=await rank({models:c,...a!==undefined?{baseline:a}:{},...i!==undefined?{benchmark:i.trim()}:{},...s.settings,overrideSource:"flag",policy:s.policy,cwd:t.cwd,now:t.now?t.now():new Date,fullReportHint:fullReportHint(s.outDir,Fl)});return deliver(l,s,Fl,t)}async function runScore(e,t){const{values:n,positionals:r}=args_parse("score",e,{metric:{type:"string",multiple:true},format:{type:"string"},"input-format":{type:"string"},weights:{type:"string"},confidence:{type:"string"},help:{type:"boolean",short:"h"}},true);if(n.help){t.stdout(zl);return 0}if(r.length!==1)throw new UsageError(r.length===0?`score: give one result file (see ${Ol} score --help)`:`score: give one result file (or a quoted glob); got ${r.length} arguments (see ${Ol} score --help)`);const s=typeof n.format==="string"?n.format:"md";if(s!=="md"&&s!=="json"&&s!=="csv")throw new ConfigError(`--format: must be json, md or csv; got ${errors_showValue(s)}`,"--format");const i=parseInputFormat(typeof n["input-format"]==="string"?n["input-format"]:undefined);const o=parseWeights(typeof n.weights==="string"?n.weights:undefined);const a=parseNumber("--confidence",typeof n.confidence==="string"?n.confidence:undefined);const c=await score({file:r[0],metrics:n.metric??[],...i!==undefined?{format:i}:{},...o!==undefined?{weights:o}:{},...a!==undefined?{confidence:a}:{},cwd:t.cwd});const l=c.trials.min===c.trials.max?format_grouped(c.trials.min):`${format_grouped(c.trials.min)}-${format_grouped(c.trials.max)}`;if(s==="json")t.stdout(`${JSON.stringify(c,null,2)}\n`);else if(s==="csv"){const e=["metric,mu,sigma,lo,hi"];for(const t of c.metrics)e.push(`${csvField(t.metric)},${t.mu},${t.sigma},${t.lo},${t.hi}`);t.stdout(`${e.join("\n")}\n`)}else{const e=`${Number((c.confidence*100).toFixed(2))}%`;const n=[`M = ${format_grouped(c.questions)} questions, N = ${l} trials per question, labels 0..${c.maxLabel}${c.weights?`, weights ${c.weights.join(", ")}`:""}`,"",`| metric | μ | σ | ${e} interval |`,"|:--|--:|--:|:--|",...c.metrics.map(e=>`| ${e.metric} | ${fixed(e.mu,4)} | ${fixed(e.sigma,4)} | [${fixed(e.lo,4)}, ${fixed(e.hi,4)}] |`)];t.stdout(`${n.join("\n")}\n`)}for(const e of c.warnings)t.stderr(`${Ol}: warning: ${e}\n`);return 0}function errorLine(e){if(e instanceof ScorioError)return e.message;const t=e;if(t&&typeof t.code==="string"&&/^E[A-Z]+$/.test(t.code))return t.message;return`internal error: ${t?.message??String(e)} (please report this)`}async function main(e,t){const[n,...r]=e;try{if(n===undefined){t.stderr(Rl);return 2}if(n==="--help"||n==="-h"||n==="help"){t.stdout(Rl);return 0}if(n==="--version"||n==="-v"){t.stdout(`${xl}\n`);return 0}if(n==="compare")return await runCompare(r,t);if(n==="score")return await runScore(r,t);if(n==="rank")return await runRank(r,t);throw new UsageError(`unknown command ${errors_showValue(n)}${didYouMean(n,["compare","score","rank"])} (commands: compare, score, rank; see ${Ol} --help)`)}catch(e){if(e instanceof ScorioError)for(const n of e.warnings)t.stderr(`${Ol}: warning: ${n.replace(/\s*\n\s*/g," ")}\n`);t.stderr(`${Ol}: ${errorLine(e).replace(/\s*\n\s*/g," ")}\n`);return 2}}},181:t=>{t.exports=e(import.meta.url)("buffer")},932:t=>{t.exports=e(import.meta.url)("process")},7349:(e,t,n)=>{var r=n(1127);var s=n(3301);var i=n(4454);var o=n(2223);var a=n(7103);var c=n(334);var l=n(3142);function resolveCollection(e,t,n,r,s,i){const o=n.type==="block-map"?a.resolveBlockMap(e,t,n,r,i):n.type==="block-seq"?c.resolveBlockSeq(e,t,n,r,i):l.resolveFlowCollection(e,t,n,r,i);const u=o.constructor;if(s==="!"||s===u.tagName){o.tag=u.tagName;return o}if(s)o.tag=s;return o}function composeCollection(e,t,n,a,c){const l=a.tag;const u=!l?null:t.directives.tagName(l.source,e=>c(l,"TAG_RESOLVE_FAILED",e));if(n.type==="block-seq"){const{anchor:e,newlineAfterProp:t}=a;const n=e&&l?e.offset>l.offset?e:l:e??l;if(n&&(!t||t.offset<n.offset)){const e="Missing newline after block sequence props";c(n,"MISSING_CHAR",e)}}const f=n.type==="block-map"?"map":n.type==="block-seq"?"seq":n.start.source==="{"?"map":"seq";if(!l||!u||u==="!"||u===i.YAMLMap.tagName&&f==="map"||u===o.YAMLSeq.tagName&&f==="seq"){return resolveCollection(e,t,n,c,u)}let d=t.schema.tags.find(e=>e.tag===u&&e.collection===f);if(!d){const r=t.schema.knownTags[u];if(r?.collection===f){t.schema.tags.push(Object.assign({},r,{default:false}));d=r}else{if(r){c(l,"BAD_COLLECTION_TYPE",`${r.tag} used for ${f} collection, but expects ${r.collection??"scalar"}`,true)}else{c(l,"TAG_RESOLVE_FAILED",`Unresolved tag: ${u}`,true)}return resolveCollection(e,t,n,c,u)}}const h=resolveCollection(e,t,n,c,u,d);const p=d.resolve?.(h,e=>c(l,"TAG_RESOLVE_FAILED",e),t.options)??h;const m=r.isNode(p)?p:new s.Scalar(p);m.range=h.range;m.tag=u;if(d?.format)m.format=d.format;return m}t.composeCollection=composeCollection},3683:(e,t,n)=>{var r=n(3021);var s=n(5937);var i=n(7788);var o=n(4631);function composeDoc(e,t,{offset:n,start:a,value:c,end:l},u){const f=Object.assign({_directives:t},e);const d=new r.Document(undefined,f);const h={atKey:false,atRoot:true,directives:d.directives,options:d.options,schema:d.schema};const p=o.resolveProps(a,{indicator:"doc-start",next:c??l?.[0],offset:n,onError:u,parentIndent:0,startOnNewline:true});if(p.found){d.directives.docStart=true;if(c&&(c.type==="block-map"||c.type==="block-seq")&&!p.hasNewline)u(p.end,"MISSING_CHAR","Block collection cannot start on same line with directives-end marker")}d.contents=c?s.composeNode(h,c,p,u):s.composeEmptyNode(h,p.end,a,null,p,u);const m=d.contents.range[2];const g=i.resolveEnd(l,m,false,u);if(g.comment)d.comment=g.comment;d.range=[n,m,g.offset];return d}t.composeDoc=composeDoc},5937:(e,t,n)=>{var r=n(4065);var s=n(1127);var i=n(7349);var o=n(5413);var a=n(7788);var c=n(2599);const l={composeNode:composeNode,composeEmptyNode:composeEmptyNode};function composeNode(e,t,n,r){const a=e.atKey;const{spaceBefore:c,comment:u,anchor:f,tag:d}=n;let h;let p=true;switch(t.type){case"alias":h=composeAlias(e,t,r);if(f||d)r(t,"ALIAS_PROPS","An alias node must not specify any properties");break;case"scalar":case"single-quoted-scalar":case"double-quoted-scalar":case"block-scalar":h=o.composeScalar(e,t,d,r);if(f)h.anchor=f.source.substring(1);break;case"block-map":case"block-seq":case"flow-collection":try{h=i.composeCollection(l,e,t,n,r);if(f)h.anchor=f.source.substring(1)}catch(e){const n=e instanceof Error?e.message:String(e);r(t,"RESOURCE_EXHAUSTION",n)}break;default:{const e=t.type==="error"?t.message:`Unsupported token (type: ${t.type})`;r(t,"UNEXPECTED_TOKEN",e);p=false}}h??(h=composeEmptyNode(e,t.offset,undefined,null,n,r));if(f&&h.anchor==="")r(f,"BAD_ALIAS","Anchor cannot be an empty string");if(a&&e.options.stringKeys&&(!s.isScalar(h)||typeof h.value!=="string"||h.tag&&h.tag!=="tag:yaml.org,2002:str")){const e="With stringKeys, all keys must be strings";r(d??t,"NON_STRING_KEY",e)}if(c)h.spaceBefore=true;if(u){if(t.type==="scalar"&&t.source==="")h.comment=u;else h.commentBefore=u}if(e.options.keepSourceTokens&&p)h.srcToken=t;return h}function composeEmptyNode(e,t,n,r,{spaceBefore:s,comment:i,anchor:a,tag:l,end:u},f){const d={type:"scalar",offset:c.emptyScalarPosition(t,n,r),indent:-1,source:""};const h=o.composeScalar(e,d,l,f);if(a){h.anchor=a.source.substring(1);if(h.anchor==="")f(a,"BAD_ALIAS","Anchor cannot be an empty string")}if(s)h.spaceBefore=true;if(i){h.comment=i;h.range[2]=u}return h}function composeAlias({options:e},{offset:t,source:n,end:s},i){const o=new r.Alias(n.substring(1));if(o.source==="")i(t,"BAD_ALIAS","Alias cannot be an empty string");if(o.source.endsWith(":"))i(t+n.length-1,"BAD_ALIAS","Alias ending in : is ambiguous",true);const c=t+n.length;const l=a.resolveEnd(s,c,e.strict,i);o.range=[t,c,l.offset];if(l.comment)o.comment=l.comment;return o}t.composeEmptyNode=composeEmptyNode;t.composeNode=composeNode},5413:(e,t,n)=>{var r=n(1127);var s=n(3301);var i=n(8913);var o=n(6842);function composeScalar(e,t,n,a){const{value:c,type:l,comment:u,range:f}=t.type==="block-scalar"?i.resolveBlockScalar(e,t,a):o.resolveFlowScalar(t,e.options.strict,a);const d=n?e.directives.tagName(n.source,e=>a(n,"TAG_RESOLVE_FAILED",e)):null;let h;if(e.options.stringKeys&&e.atKey){h=e.schema[r.SCALAR]}else if(d)h=findScalarTagByName(e.schema,c,d,n,a);else if(t.type==="scalar")h=findScalarTagByTest(e,c,t,a);else h=e.schema[r.SCALAR];let p;try{const i=h.resolve(c,e=>a(n??t,"TAG_RESOLVE_FAILED",e),e.options);p=r.isScalar(i)?i:new s.Scalar(i)}catch(e){const r=e instanceof Error?e.message:String(e);a(n??t,"TAG_RESOLVE_FAILED",r);p=new s.Scalar(c)}p.range=f;p.source=c;if(l)p.type=l;if(d)p.tag=d;if(h.format)p.format=h.format;if(u)p.comment=u;return p}function findScalarTagByName(e,t,n,s,i){if(n==="!")return e[r.SCALAR];const o=[];for(const t of e.tags){if(!t.collection&&t.tag===n){if(t.default&&t.test)o.push(t);else return t}}for(const e of o)if(e.test?.test(t))return e;const a=e.knownTags[n];if(a&&!a.collection){e.tags.push(Object.assign({},a,{default:false,test:undefined}));return a}i(s,"TAG_RESOLVE_FAILED",`Unresolved tag: ${n}`,n!=="tag:yaml.org,2002:str");return e[r.SCALAR]}function findScalarTagByTest({atKey:e,directives:t,schema:n},s,i,o){const a=n.tags.find(t=>(t.default===true||e&&t.default==="key")&&t.test?.test(s))||n[r.SCALAR];if(n.compat){const e=n.compat.find(e=>e.default&&e.test?.test(s))??n[r.SCALAR];if(a.tag!==e.tag){const n=t.tagString(a.tag);const r=t.tagString(e.tag);const s=`Value may be parsed as either ${n} or ${r}`;o(i,"TAG_RESOLVE_FAILED",s,true)}}return a}t.composeScalar=composeScalar},9984:(e,t,n)=>{var r=n(932);var s=n(1342);var i=n(3021);var o=n(1464);var a=n(1127);var c=n(3683);var l=n(7788);function getErrorPos(e){if(typeof e==="number")return[e,e+1];if(Array.isArray(e))return e.length===2?e:[e[0],e[1]];const{offset:t,source:n}=e;return[t,t+(typeof n==="string"?n.length:1)]}function parsePrelude(e){let t="";let n=false;let r=false;for(let s=0;s<e.length;++s){const i=e[s];switch(i[0]){case"#":t+=(t===""?"":r?"\n\n":"\n")+(i.substring(1)||" ");n=true;r=false;break;case"%":if(e[s+1]?.[0]!=="#")s+=1;n=false;break;default:if(!n)r=true;n=false}}return{comment:t,afterEmptyLine:r}}class Composer{constructor(e={}){this.doc=null;this.atDirectives=false;this.prelude=[];this.errors=[];this.warnings=[];this.onError=(e,t,n,r)=>{const s=getErrorPos(e);if(r)this.warnings.push(new o.YAMLWarning(s,t,n));else this.errors.push(new o.YAMLParseError(s,t,n))};this.directives=new s.Directives({version:e.version||"1.2"});this.options=e}decorate(e,t){const{comment:n,afterEmptyLine:r}=parsePrelude(this.prelude);if(n){const s=e.contents;if(t){e.comment=e.comment?`${e.comment}\n${n}`:n}else if(r||e.directives.docStart||!s){e.commentBefore=n}else if(a.isCollection(s)&&!s.flow&&s.items.length>0){let e=s.items[0];if(a.isPair(e))e=e.key;const t=e.commentBefore;e.commentBefore=t?`${n}\n${t}`:n}else{const e=s.commentBefore;s.commentBefore=e?`${n}\n${e}`:n}}if(t){for(let t=0;t<this.errors.length;++t)e.errors.push(this.errors[t]);for(let t=0;t<this.warnings.length;++t)e.warnings.push(this.warnings[t])}else{e.errors=this.errors;e.warnings=this.warnings}this.prelude=[];this.errors=[];this.warnings=[]}streamInfo(){return{comment:parsePrelude(this.prelude).comment,directives:this.directives,errors:this.errors,warnings:this.warnings}}*compose(e,t=false,n=-1){for(const t of e)yield*this.next(t);yield*this.end(t,n)}*next(e){if(r.env.LOG_STREAM)console.dir(e,{depth:null});switch(e.type){case"directive":this.directives.add(e.source,(t,n,r)=>{const s=getErrorPos(e);s[0]+=t;this.onError(s,"BAD_DIRECTIVE",n,r)});this.prelude.push(e.source);this.atDirectives=true;break;case"document":{const t=c.composeDoc(this.options,this.directives,e,this.onError);if(this.atDirectives&&!t.directives.docStart)this.onError(e,"MISSING_CHAR","Missing directives-end/doc-start indicator line");this.decorate(t,false);if(this.doc)yield this.doc;this.doc=t;this.atDirectives=false;break}case"byte-order-mark":case"space":break;case"comment":case"newline":this.prelude.push(e.source);break;case"error":{const t=e.source?`${e.message}: ${JSON.stringify(e.source)}`:e.message;const n=new o.YAMLParseError(getErrorPos(e),"UNEXPECTED_TOKEN",t);if(this.atDirectives||!this.doc)this.errors.push(n);else this.doc.errors.push(n);break}case"doc-end":{if(!this.doc){const t="Unexpected doc-end without preceding document";this.errors.push(new o.YAMLParseError(getErrorPos(e),"UNEXPECTED_TOKEN",t));break}this.doc.directives.docEnd=true;const t=l.resolveEnd(e.end,e.offset+e.source.length,this.doc.options.strict,this.onError);this.decorate(this.doc,true);if(t.comment){const e=this.doc.comment;this.doc.comment=e?`${e}\n${t.comment}`:t.comment}this.doc.range[2]=t.offset;break}default:this.errors.push(new o.YAMLParseError(getErrorPos(e),"UNEXPECTED_TOKEN",`Unsupported token ${e.type}`))}}*end(e=false,t=-1){if(this.doc){this.decorate(this.doc,true);yield this.doc;this.doc=null}else if(e){const e=Object.assign({_directives:this.directives},this.options);const n=new i.Document(undefined,e);if(this.atDirectives)this.onError(t,"MISSING_CHAR","Missing directives-end indicator line");n.range=[0,t,t];this.decorate(n,false);yield n}}}t.Composer=Composer},7103:(e,t,n)=>{var r=n(7165);var s=n(4454);var i=n(4631);var o=n(9499);var a=n(4051);var c=n(1187);const l="All mapping items must start at the same column";function resolveBlockMap({composeNode:e,composeEmptyNode:t},n,u,f,d){const h=d?.nodeClass??s.YAMLMap;const p=new h(n.schema);if(n.atRoot)n.atRoot=false;let m=u.offset;let g=null;for(const s of u.items){const{start:d,key:h,sep:v,value:y}=s;const b=i.resolveProps(d,{indicator:"explicit-key-ind",next:h??v?.[0],offset:m,onError:f,parentIndent:u.indent,startOnNewline:true});const k=!b.found;if(k){if(h){if(h.type==="block-seq")f(m,"BLOCK_AS_IMPLICIT_KEY","A block sequence may not be used as an implicit map key");else if("indent"in h&&h.indent!==u.indent)f(m,"BAD_INDENT",l)}if(!b.anchor&&!b.tag&&!v){g=b.end;if(b.comment){if(p.comment)p.comment+="\n"+b.comment;else p.comment=b.comment}continue}if(b.newlineAfterProp||o.containsNewline(h)){f(h??d[d.length-1],"MULTILINE_IMPLICIT_KEY","Implicit keys need to be on a single line")}}else if(b.found?.indent!==u.indent){f(m,"BAD_INDENT",l)}n.atKey=true;const S=b.end;const $=h?e(n,h,b,f):t(n,S,d,null,b,f);if(n.schema.compat)a.flowIndentCheck(u.indent,h,f);n.atKey=false;if(c.mapIncludes(n,p.items,$))f(S,"DUPLICATE_KEY","Map keys must be unique");const A=i.resolveProps(v??[],{indicator:"map-value-ind",next:y,offset:$.range[2],onError:f,parentIndent:u.indent,startOnNewline:!h||h.type==="block-scalar"});m=A.end;if(A.found){if(k){if(y?.type==="block-map"&&!A.hasNewline)f(m,"BLOCK_AS_IMPLICIT_KEY","Nested mappings are not allowed in compact mappings");if(n.options.strict&&b.start<A.found.offset-1024)f($.range,"KEY_OVER_1024_CHARS","The : indicator must be at most 1024 chars after the start of an implicit block mapping key")}const i=y?e(n,y,A,f):t(n,m,v,null,A,f);if(n.schema.compat)a.flowIndentCheck(u.indent,y,f);m=i.range[2];const o=new r.Pair($,i);if(n.options.keepSourceTokens)o.srcToken=s;p.items.push(o)}else{if(k)f($.range,"MISSING_CHAR","Implicit map keys need to be followed by map values");if(A.comment){if($.comment)$.comment+="\n"+A.comment;else $.comment=A.comment}const e=new r.Pair($);if(n.options.keepSourceTokens)e.srcToken=s;p.items.push(e)}}if(g&&g<m)f(g,"IMPOSSIBLE","Map comment with trailing content");p.range=[u.offset,m,g??m];return p}t.resolveBlockMap=resolveBlockMap},8913:(e,t,n)=>{var r=n(3301);function resolveBlockScalar(e,t,n){const s=t.offset;const i=parseBlockScalarHeader(t,e.options.strict,n);if(!i)return{value:"",type:null,comment:"",range:[s,s,s]};const o=i.mode===">"?r.Scalar.BLOCK_FOLDED:r.Scalar.BLOCK_LITERAL;const a=t.source?splitLines(t.source):[];let c=a.length;for(let e=a.length-1;e>=0;--e){const t=a[e][1];if(t===""||t==="\r")c=e;else break}if(c===0){const e=i.chomp==="+"&&a.length>0?"\n".repeat(Math.max(1,a.length-1)):"";let n=s+i.length;if(t.source)n+=t.source.length;return{value:e,type:o,comment:i.comment,range:[s,n,n]}}let l=t.indent+i.indent;let u=t.offset+i.length;let f=0;for(let t=0;t<c;++t){const[r,s]=a[t];if(s===""||s==="\r"){if(i.indent===0&&r.length>l)l=r.length}else{if(r.length<l){const e="Block scalars with more-indented leading empty lines must use an explicit indentation indicator";n(u+r.length,"MISSING_CHAR",e)}if(i.indent===0)l=r.length;f=t;if(l===0&&!e.atRoot){const e="Block scalar values in collections must be indented";n(u,"BAD_INDENT",e)}break}u+=r.length+s.length+1}for(let e=a.length-1;e>=c;--e){if(a[e][0].length>l)c=e+1}let d="";let h="";let p=false;for(let e=0;e<f;++e)d+=a[e][0].slice(l)+"\n";for(let e=f;e<c;++e){let[t,s]=a[e];u+=t.length+s.length+1;const c=s[s.length-1]==="\r";if(c)s=s.slice(0,-1);if(s&&t.length<l){const e=i.indent?"explicit indentation indicator":"first line";const r=`Block scalar lines must not be less indented than their ${e}`;n(u-s.length-(c?2:1),"BAD_INDENT",r);t=""}if(o===r.Scalar.BLOCK_LITERAL){d+=h+t.slice(l)+s;h="\n"}else if(t.length>l||s[0]==="\t"){if(h===" ")h="\n";else if(!p&&h==="\n")h="\n\n";d+=h+t.slice(l)+s;h="\n";p=true}else if(s===""){if(h==="\n")d+="\n";else h="\n"}else{d+=h+s;h=" ";p=false}}switch(i.chomp){case"-":break;case"+":for(let e=c;e<a.length;++e)d+="\n"+a[e][0].slice(l);if(d[d.length-1]!=="\n")d+="\n";break;default:d+="\n"}const m=s+i.length+t.source.length;return{value:d,type:o,comment:i.comment,range:[s,m,m]}}function parseBlockScalarHeader({offset:e,props:t},n,r){if(t[0].type!=="block-scalar-header"){r(t[0],"IMPOSSIBLE","Block scalar header not found");return null}const{source:s}=t[0];const i=s[0];let o=0;let a="";let c=-1;for(let t=1;t<s.length;++t){const n=s[t];if(!a&&(n==="-"||n==="+"))a=n;else{const r=Number(n);if(!o&&r)o=r;else if(c===-1)c=e+t}}if(c!==-1)r(c,"UNEXPECTED_TOKEN",`Block scalar header includes extra characters: ${s}`);let l=false;let u="";let f=s.length;for(let e=1;e<t.length;++e){const s=t[e];switch(s.type){case"space":l=true;case"newline":f+=s.source.length;break;case"comment":if(n&&!l){const e="Comments must be separated from other tokens by white space characters";r(s,"MISSING_CHAR",e)}f+=s.source.length;u=s.source.substring(1);break;case"error":r(s,"UNEXPECTED_TOKEN",s.message);f+=s.source.length;break;default:{const e=`Unexpected token in block scalar header: ${s.type}`;r(s,"UNEXPECTED_TOKEN",e);const t=s.source;if(t&&typeof t==="string")f+=t.length}}}return{mode:i,indent:o,chomp:a,comment:u,length:f}}function splitLines(e){const t=e.split(/\n( *)/);const n=t[0];const r=n.match(/^( *)/);const s=r?.[1]?[r[1],n.slice(r[1].length)]:["",n];const i=[s];for(let e=1;e<t.length;e+=2)i.push([t[e],t[e+1]]);return i}t.resolveBlockScalar=resolveBlockScalar},334:(e,t,n)=>{var r=n(2223);var s=n(4631);var i=n(4051);function resolveBlockSeq({composeNode:e,composeEmptyNode:t},n,o,a,c){const l=c?.nodeClass??r.YAMLSeq;const u=new l(n.schema);if(n.atRoot)n.atRoot=false;if(n.atKey)n.atKey=false;let f=o.offset;let d=null;for(const{start:r,value:c}of o.items){const l=s.resolveProps(r,{indicator:"seq-item-ind",next:c,offset:f,onError:a,parentIndent:o.indent,startOnNewline:true});if(!l.found){if(l.anchor||l.tag||c){if(c?.type==="block-seq")a(l.end,"BAD_INDENT","All sequence items must start at the same column");else a(f,"MISSING_CHAR","Sequence item without - indicator")}else{d=l.end;if(l.comment)u.comment=l.comment;continue}}const h=c?e(n,c,l,a):t(n,l.end,r,null,l,a);if(n.schema.compat)i.flowIndentCheck(o.indent,c,a);f=h.range[2];u.items.push(h)}u.range=[o.offset,f,d??f];return u}t.resolveBlockSeq=resolveBlockSeq},7788:(e,t)=>{function resolveEnd(e,t,n,r){let s="";if(e){let i=false;let o="";for(const a of e){const{source:e,type:c}=a;switch(c){case"space":i=true;break;case"comment":{if(n&&!i)r(a,"MISSING_CHAR","Comments must be separated from other tokens by white space characters");const t=e.substring(1)||" ";if(!s)s=t;else s+=o+t;o="";break}case"newline":if(s)o+=e;i=true;break;default:r(a,"UNEXPECTED_TOKEN",`Unexpected ${c} at node end`)}t+=e.length}}return{comment:s,offset:t}}t.resolveEnd=resolveEnd},3142:(e,t,n)=>{var r=n(1127);var s=n(7165);var i=n(4454);var o=n(2223);var a=n(7788);var c=n(4631);var l=n(9499);var u=n(1187);const f="Block collections are not allowed within flow collections";const isBlock=e=>e&&(e.type==="block-map"||e.type==="block-seq");function resolveFlowCollection({composeNode:e,composeEmptyNode:t},n,d,h,p){const m=d.start.source==="{";const g=m?"flow map":"flow sequence";const v=p?.nodeClass??(m?i.YAMLMap:o.YAMLSeq);const y=new v(n.schema);y.flow=true;const b=n.atRoot;if(b)n.atRoot=false;if(n.atKey)n.atKey=false;let k=d.offset+d.start.source.length;for(let o=0;o<d.items.length;++o){const a=d.items[o];const{start:p,key:v,sep:b,value:S}=a;const $=c.resolveProps(p,{flow:g,indicator:"explicit-key-ind",next:v??b?.[0],offset:k,onError:h,parentIndent:d.indent,startOnNewline:false});if(!$.found){if(!$.anchor&&!$.tag&&!b&&!S){if(o===0&&$.comma)h($.comma,"UNEXPECTED_TOKEN",`Unexpected , in ${g}`);else if(o<d.items.length-1)h($.start,"UNEXPECTED_TOKEN",`Unexpected empty item in ${g}`);if($.comment){if(y.comment)y.comment+="\n"+$.comment;else y.comment=$.comment}k=$.end;continue}if(!m&&n.options.strict&&l.containsNewline(v))h(v,"MULTILINE_IMPLICIT_KEY","Implicit keys of flow sequence pairs need to be on a single line")}if(o===0){if($.comma)h($.comma,"UNEXPECTED_TOKEN",`Unexpected , in ${g}`)}else{if(!$.comma)h($.start,"MISSING_CHAR",`Missing , between ${g} items`);if($.comment){let e="";e:for(const t of p){switch(t.type){case"comma":case"space":break;case"comment":e=t.source.substring(1);break e;default:break e}}if(e){let t=y.items[y.items.length-1];if(r.isPair(t))t=t.value??t.key;if(t.comment)t.comment+="\n"+e;else t.comment=e;$.comment=$.comment.substring(e.length+1)}}}if(!m&&!b&&!$.found){const r=S?e(n,S,$,h):t(n,$.end,b,null,$,h);y.items.push(r);k=r.range[2];if(isBlock(S))h(r.range,"BLOCK_IN_FLOW",f)}else{n.atKey=true;const r=$.end;const o=v?e(n,v,$,h):t(n,r,p,null,$,h);if(isBlock(v))h(o.range,"BLOCK_IN_FLOW",f);n.atKey=false;const l=c.resolveProps(b??[],{flow:g,indicator:"map-value-ind",next:S,offset:o.range[2],onError:h,parentIndent:d.indent,startOnNewline:false});if(l.found){if(!m&&!$.found&&n.options.strict){if(b)for(const e of b){if(e===l.found)break;if(e.type==="newline"){h(e,"MULTILINE_IMPLICIT_KEY","Implicit keys of flow sequence pairs need to be on a single line");break}}if($.start<l.found.offset-1024)h(l.found,"KEY_OVER_1024_CHARS","The : indicator must be at most 1024 chars after the start of an implicit flow sequence key")}}else if(S){if("source"in S&&S.source?.[0]===":")h(S,"MISSING_CHAR",`Missing space after : in ${g}`);else h(l.start,"MISSING_CHAR",`Missing , or : between ${g} items`)}const A=S?e(n,S,l,h):l.found?t(n,l.end,b,null,l,h):null;if(A){if(isBlock(S))h(A.range,"BLOCK_IN_FLOW",f)}else if(l.comment){if(o.comment)o.comment+="\n"+l.comment;else o.comment=l.comment}const E=new s.Pair(o,A);if(n.options.keepSourceTokens)E.srcToken=a;if(m){const e=y;if(u.mapIncludes(n,e.items,o))h(r,"DUPLICATE_KEY","Map keys must be unique");e.items.push(E)}else{const e=new i.YAMLMap(n.schema);e.flow=true;e.items.push(E);const t=(A??o).range;e.range=[o.range[0],t[1],t[2]];y.items.push(e)}k=A?A.range[2]:l.end}}const S=m?"}":"]";const[$,...A]=d.end;let E=k;if($?.source===S)E=$.offset+$.source.length;else{const e=g[0].toUpperCase()+g.substring(1);const t=b?`${e} must end with a ${S}`:`${e} in block collection must be sufficiently indented and end with a ${S}`;h(k,b?"MISSING_CHAR":"BAD_INDENT",t);if($&&$.source.length!==1)A.unshift($)}if(A.length>0){const e=a.resolveEnd(A,E,n.options.strict,h);if(e.comment){if(y.comment)y.comment+="\n"+e.comment;else y.comment=e.comment}y.range=[d.offset,E,e.offset]}else{y.range=[d.offset,E,E]}return y}t.resolveFlowCollection=resolveFlowCollection},6842:(e,t,n)=>{var r=n(3301);var s=n(7788);function resolveFlowScalar(e,t,n){const{offset:i,type:o,source:a,end:c}=e;let l;let u;const _onError=(e,t,r)=>n(i+e,t,r);switch(o){case"scalar":l=r.Scalar.PLAIN;u=plainValue(a,_onError);break;case"single-quoted-scalar":l=r.Scalar.QUOTE_SINGLE;u=singleQuotedValue(a,_onError);break;case"double-quoted-scalar":l=r.Scalar.QUOTE_DOUBLE;u=doubleQuotedValue(a,_onError);break;default:n(e,"UNEXPECTED_TOKEN",`Expected a flow scalar value, but found: ${o}`);return{value:"",type:null,comment:"",range:[i,i+a.length,i+a.length]}}const f=i+a.length;const d=s.resolveEnd(c,f,t,n);return{value:u,type:l,comment:d.comment,range:[i,f,d.offset]}}function plainValue(e,t){let n="";switch(e[0]){case"\t":n="a tab character";break;case",":n="flow indicator character ,";break;case"%":n="directive indicator character %";break;case"|":case">":{n=`block scalar indicator ${e[0]}`;break}case"@":case"`":{n=`reserved character ${e[0]}`;break}}if(n)t(0,"BAD_SCALAR_START",`Plain value cannot start with ${n}`);return unfoldLines(e)}function singleQuotedValue(e,t){if(e[e.length-1]!=="'"||e.length===1)t(e.length,"MISSING_CHAR","Missing closing 'quote");return unfoldLines(e.slice(1,-1)).replace(/''/g,"'")}function unfoldLines(e){const t=/(.*?)\r?\n/sy;let n=t.exec(e);if(!n)return e;let r,s;try{r=new RegExp("(?<![ \t])[ \t]+$");s=new RegExp("^[ \t]+|(?<![ \t])[ \t]+$","g")}catch{r=/[ \t]+$/;s=/^[ \t]+|[ \t]+$/g}let i=n[1].replace(r,"");let o=" ";let a=t.lastIndex;while(n=t.exec(e)){const e=n[1].replace(s,"");if(e===""){if(o==="\n")i+=o;else o="\n"}else{i+=o+e;o=" "}a=t.lastIndex}const c=/[ \t]*(.*)/sy;c.lastIndex=a;n=c.exec(e);return i+o+(n?.[1]??"")}function doubleQuotedValue(e,t){let n="";for(let r=1;r<e.length-1;++r){const s=e[r];if(s==="\r"&&e[r+1]==="\n")continue;if(s==="\n"){const{fold:t,offset:s}=foldNewline(e,r);n+=t;r=s}else if(s==="\\"){let s=e[++r];const o=i[s];if(o)n+=o;else if(s==="\n"){s=e[r+1];while(s===" "||s==="\t")s=e[++r+1]}else if(s==="\r"&&e[r+1]==="\n"){s=e[++r+1];while(s===" "||s==="\t")s=e[++r+1]}else if(s==="x"||s==="u"||s==="U"){const i=s==="x"?2:s==="u"?4:8;n+=parseCharCode(e,r+1,i,t);r+=i}else{const s=e.substr(r-1,2);t(r-1,"BAD_DQ_ESCAPE",`Invalid escape sequence ${s}`);n+=s}}else if(s===" "||s==="\t"){const t=r;let i=e[r+1];while(i===" "||i==="\t")i=e[++r+1];if(i!=="\n"&&!(i==="\r"&&e[r+2]==="\n"))n+=r>t?e.slice(t,r+1):s}else{n+=s}}if(e[e.length-1]!=='"'||e.length===1)t(e.length,"MISSING_CHAR",'Missing closing "quote');return n}function foldNewline(e,t){let n="";let r=e[t+1];while(r===" "||r==="\t"||r==="\n"||r==="\r"){if(r==="\r"&&e[t+2]!=="\n")break;if(r==="\n")n+="\n";t+=1;r=e[t+1]}if(!n)n=" ";return{fold:n,offset:t}}const i={0:"\0",a:"",b:"\b",e:"",f:"\f",n:"\n",r:"\r",t:"\t",v:"\v",N:"",_:" ",L:"\u2028",P:"\u2029"," ":" ",'"':'"',"/":"/","\\":"\\","\t":"\t"};function parseCharCode(e,t,n,r){const s=e.substr(t,n);const i=s.length===n&&/^[0-9a-fA-F]+$/.test(s);const o=i?parseInt(s,16):NaN;try{return String.fromCodePoint(o)}catch{const s=e.substr(t-2,n+2);r(t-2,"BAD_DQ_ESCAPE",`Invalid escape sequence ${s}`);return s}}t.resolveFlowScalar=resolveFlowScalar},4631:(e,t)=>{function resolveProps(e,{flow:t,indicator:n,next:r,offset:s,onError:i,parentIndent:o,startOnNewline:a}){let c=false;let l=a;let u=a;let f="";let d="";let h=false;let p=false;let m=null;let g=null;let v=null;let y=null;let b=null;let k=null;let S=null;for(const s of e){if(p){if(s.type!=="space"&&s.type!=="newline"&&s.type!=="comma")i(s.offset,"MISSING_CHAR","Tags and anchors must be separated from the next token by white space");p=false}if(m){if(l&&s.type!=="comment"&&s.type!=="newline"){i(m,"TAB_AS_INDENT","Tabs are not allowed as indentation")}m=null}switch(s.type){case"space":if(!t&&(n!=="doc-start"||r?.type!=="flow-collection")&&s.source.includes("\t")){m=s}u=true;break;case"comment":{if(!u)i(s,"MISSING_CHAR","Comments must be separated from other tokens by white space characters");const e=s.source.substring(1)||" ";if(!f)f=e;else f+=d+e;d="";l=false;break}case"newline":if(l){if(f)f+=s.source;else if(!k||n!=="seq-item-ind")c=true}else d+=s.source;l=true;h=true;if(g||v)y=s;u=true;break;case"anchor":if(g)i(s,"MULTIPLE_ANCHORS","A node can have at most one anchor");if(s.source.endsWith(":"))i(s.offset+s.source.length-1,"BAD_ALIAS","Anchor ending in : is ambiguous",true);g=s;S??(S=s.offset);l=false;u=false;p=true;break;case"tag":{if(v)i(s,"MULTIPLE_TAGS","A node can have at most one tag");v=s;S??(S=s.offset);l=false;u=false;p=true;break}case n:if(g||v)i(s,"BAD_PROP_ORDER",`Anchors and tags must be after the ${s.source} indicator`);if(k)i(s,"UNEXPECTED_TOKEN",`Unexpected ${s.source} in ${t??"collection"}`);k=s;l=n==="seq-item-ind"||n==="explicit-key-ind";u=false;break;case"comma":if(t){if(b)i(s,"UNEXPECTED_TOKEN",`Unexpected , in ${t}`);b=s;l=false;u=false;break}default:i(s,"UNEXPECTED_TOKEN",`Unexpected ${s.type} token`);l=false;u=false}}const $=e[e.length-1];const A=$?$.offset+$.source.length:s;if(p&&r&&r.type!=="space"&&r.type!=="newline"&&r.type!=="comma"&&(r.type!=="scalar"||r.source!=="")){i(r.offset,"MISSING_CHAR","Tags and anchors must be separated from the next token by white space")}if(m&&(l&&m.indent<=o||r?.type==="block-map"||r?.type==="block-seq"))i(m,"TAB_AS_INDENT","Tabs are not allowed as indentation");return{comma:b,found:k,spaceBefore:c,comment:f,hasNewline:h,anchor:g,tag:v,newlineAfterProp:y,end:A,start:S??A}}t.resolveProps=resolveProps},9499:(e,t)=>{function containsNewline(e){if(!e)return null;switch(e.type){case"alias":case"scalar":case"double-quoted-scalar":case"single-quoted-scalar":if(e.source.includes("\n"))return true;if(e.end)for(const t of e.end)if(t.type==="newline")return true;return false;case"flow-collection":for(const t of e.items){for(const e of t.start)if(e.type==="newline")return true;if(t.sep)for(const e of t.sep)if(e.type==="newline")return true;if(containsNewline(t.key)||containsNewline(t.value))return true}return false;default:return true}}t.containsNewline=containsNewline},2599:(e,t)=>{function emptyScalarPosition(e,t,n){if(t){n??(n=t.length);for(let r=n-1;r>=0;--r){let n=t[r];switch(n.type){case"space":case"comment":case"newline":e-=n.source.length;continue}n=t[++r];while(n?.type==="space"){e+=n.source.length;n=t[++r]}break}}return e}t.emptyScalarPosition=emptyScalarPosition},4051:(e,t,n)=>{var r=n(9499);function flowIndentCheck(e,t,n){if(t?.type==="flow-collection"){const s=t.end[0];if(s.indent===e&&(s.source==="]"||s.source==="}")&&r.containsNewline(t)){const e="Flow end indicator should be more indented than parent";n(s,"BAD_INDENT",e,true)}}}t.flowIndentCheck=flowIndentCheck},1187:(e,t,n)=>{var r=n(1127);function mapIncludes(e,t,n){const{uniqueKeys:s}=e.options;if(s===false)return false;const i=typeof s==="function"?s:(e,t)=>e===t||r.isScalar(e)&&r.isScalar(t)&&e.value===t.value;return t.some(e=>i(e.key,n))}t.mapIncludes=mapIncludes},3021:(e,t,n)=>{var r=n(4065);var s=n(101);var i=n(1127);var o=n(7165);var a=n(4043);var c=n(5840);var l=n(6829);var u=n(1596);var f=n(3661);var d=n(2404);var h=n(1342);class Document{constructor(e,t,n){this.commentBefore=null;this.comment=null;this.errors=[];this.warnings=[];Object.defineProperty(this,i.NODE_TYPE,{value:i.DOC});let r=null;if(typeof t==="function"||Array.isArray(t)){r=t}else if(n===undefined&&t){n=t;t=undefined}const s=Object.assign({intAsBigInt:false,keepSourceTokens:false,logLevel:"warn",prettyErrors:true,strict:true,stringKeys:false,uniqueKeys:true,version:"1.2"},n);this.options=s;let{version:o}=s;if(n?._directives){this.directives=n._directives.atDocument();if(this.directives.yaml.explicit)o=this.directives.yaml.version}else this.directives=new h.Directives({version:o});this.setSchema(o,n);this.contents=e===undefined?null:this.createNode(e,r,n)}clone(){const e=Object.create(Document.prototype,{[i.NODE_TYPE]:{value:i.DOC}});e.commentBefore=this.commentBefore;e.comment=this.comment;e.errors=this.errors.slice();e.warnings=this.warnings.slice();e.options=Object.assign({},this.options);if(this.directives)e.directives=this.directives.clone();e.schema=this.schema.clone();e.contents=i.isNode(this.contents)?this.contents.clone(e.schema):this.contents;if(this.range)e.range=this.range.slice();return e}add(e){if(assertCollection(this.contents))this.contents.add(e)}addIn(e,t){if(assertCollection(this.contents))this.contents.addIn(e,t)}createAlias(e,t){if(!e.anchor){const n=u.anchorNames(this);e.anchor=!t||n.has(t)?u.findNewAnchor(t||"a",n):t}return new r.Alias(e.anchor)}createNode(e,t,n){let r=undefined;if(typeof t==="function"){e=t.call({"":e},"",e);r=t}else if(Array.isArray(t)){const keyToStr=e=>typeof e==="number"||e instanceof String||e instanceof Number;const e=t.filter(keyToStr).map(String);if(e.length>0)t=t.concat(e);r=t}else if(n===undefined&&t){n=t;t=undefined}const{aliasDuplicateObjects:s,anchorPrefix:o,flow:a,keepUndefined:c,onTagObj:l,tag:f}=n??{};const{onAnchor:h,setAnchors:p,sourceObjects:m}=u.createNodeAnchors(this,o||"a");const g={aliasDuplicateObjects:s??true,keepUndefined:c??false,onAnchor:h,onTagObj:l,replacer:r,schema:this.schema,sourceObjects:m};const v=d.createNode(e,f,g);if(a&&i.isCollection(v))v.flow=true;p();return v}createPair(e,t,n={}){const r=this.createNode(e,null,n);const s=this.createNode(t,null,n);return new o.Pair(r,s)}delete(e){return assertCollection(this.contents)?this.contents.delete(e):false}deleteIn(e){if(s.isEmptyPath(e)){if(this.contents==null)return false;this.contents=null;return true}return assertCollection(this.contents)?this.contents.deleteIn(e):false}get(e,t){return i.isCollection(this.contents)?this.contents.get(e,t):undefined}getIn(e,t){if(s.isEmptyPath(e))return!t&&i.isScalar(this.contents)?this.contents.value:this.contents;return i.isCollection(this.contents)?this.contents.getIn(e,t):undefined}has(e){return i.isCollection(this.contents)?this.contents.has(e):false}hasIn(e){if(s.isEmptyPath(e))return this.contents!==undefined;return i.isCollection(this.contents)?this.contents.hasIn(e):false}set(e,t){if(this.contents==null){this.contents=s.collectionFromPath(this.schema,[e],t)}else if(assertCollection(this.contents)){this.contents.set(e,t)}}setIn(e,t){if(s.isEmptyPath(e)){this.contents=t}else if(this.contents==null){this.contents=s.collectionFromPath(this.schema,Array.from(e),t)}else if(assertCollection(this.contents)){this.contents.setIn(e,t)}}setSchema(e,t={}){if(typeof e==="number")e=String(e);let n;switch(e){case"1.1":if(this.directives)this.directives.yaml.version="1.1";else this.directives=new h.Directives({version:"1.1"});n={resolveKnownTags:false,schema:"yaml-1.1"};break;case"1.2":case"next":if(this.directives)this.directives.yaml.version=e;else this.directives=new h.Directives({version:e});n={resolveKnownTags:true,schema:"core"};break;case null:if(this.directives)delete this.directives;n=null;break;default:{const t=JSON.stringify(e);throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${t}`)}}if(t.schema instanceof Object)this.schema=t.schema;else if(n)this.schema=new c.Schema(Object.assign(n,t));else throw new Error(`With a null YAML version, the { schema: Schema } option is required`)}toJS({json:e,jsonArg:t,mapAsMap:n,maxAliasCount:r,onAnchor:s,reviver:i}={}){const o={anchors:new Map,doc:this,keep:!e,mapAsMap:n===true,mapKeyWarned:false,maxAliasCount:typeof r==="number"?r:100};const c=a.toJS(this.contents,t??"",o);if(typeof s==="function")for(const{count:e,res:t}of o.anchors.values())s(t,e);return typeof i==="function"?f.applyReviver(i,{"":c},"",c):c}toJSON(e,t){return this.toJS({json:true,jsonArg:e,mapAsMap:false,onAnchor:t})}toString(e={}){if(this.errors.length>0)throw new Error("Document with errors cannot be stringified");if("indent"in e&&(!Number.isInteger(e.indent)||Number(e.indent)<=0)){const t=JSON.stringify(e.indent);throw new Error(`"indent" option must be a positive integer, not ${t}`)}return l.stringifyDocument(this,e)}}function assertCollection(e){if(i.isCollection(e))return true;throw new Error("Expected a YAML collection as document contents")}t.Document=Document},1596:(e,t,n)=>{var r=n(1127);var s=n(204);function anchorIsValid(e){if(/[\x00-\x19\s,[\]{}]/.test(e)){const t=JSON.stringify(e);const n=`Anchor must not contain whitespace or control characters: ${t}`;throw new Error(n)}return true}function anchorNames(e){const t=new Set;s.visit(e,{Value(e,n){if(n.anchor)t.add(n.anchor)}});return t}function findNewAnchor(e,t){for(let n=1;true;++n){const r=`${e}${n}`;if(!t.has(r))return r}}function createNodeAnchors(e,t){const n=[];const s=new Map;let i=null;return{onAnchor:r=>{n.push(r);i??(i=anchorNames(e));const s=findNewAnchor(t,i);i.add(s);return s},setAnchors:()=>{for(const e of n){const t=s.get(e);if(typeof t==="object"&&t.anchor&&(r.isScalar(t.node)||r.isCollection(t.node))){t.node.anchor=t.anchor}else{const t=new Error("Failed to resolve repeated object (this should not happen)");t.source=e;throw t}}},sourceObjects:s}}t.anchorIsValid=anchorIsValid;t.anchorNames=anchorNames;t.createNodeAnchors=createNodeAnchors;t.findNewAnchor=findNewAnchor},3661:(e,t)=>{function applyReviver(e,t,n,r){if(r&&typeof r==="object"){if(Array.isArray(r)){for(let t=0,n=r.length;t<n;++t){const n=r[t];const s=applyReviver(e,r,String(t),n);if(s===undefined)delete r[t];else if(s!==n)r[t]=s}}else if(r instanceof Map){for(const t of Array.from(r.keys())){const n=r.get(t);const s=applyReviver(e,r,t,n);if(s===undefined)r.delete(t);else if(s!==n)r.set(t,s)}}else if(r instanceof Set){for(const t of Array.from(r)){const n=applyReviver(e,r,t,t);if(n===undefined)r.delete(t);else if(n!==t){r.delete(t);r.add(n)}}}else{for(const[t,n]of Object.entries(r)){const s=applyReviver(e,r,t,n);if(s===undefined)delete r[t];else if(s!==n)r[t]=s}}}return e.call(t,n,r)}t.applyReviver=applyReviver},2404:(e,t,n)=>{var r=n(4065);var s=n(1127);var i=n(3301);const o="tag:yaml.org,2002:";function findTagObject(e,t,n){if(t){const e=n.filter(e=>e.tag===t);const r=e.find(e=>!e.format)??e[0];if(!r)throw new Error(`Tag ${t} not found`);return r}return n.find(t=>t.identify?.(e)&&!t.format)}function createNode(e,t,n){if(s.isDocument(e))e=e.contents;if(s.isNode(e))return e;if(s.isPair(e)){const t=n.schema[s.MAP].createNode?.(n.schema,null,n);t.items.push(e);return t}if(e instanceof String||e instanceof Number||e instanceof Boolean||typeof BigInt!=="undefined"&&e instanceof BigInt){e=e.valueOf()}const{aliasDuplicateObjects:a,onAnchor:c,onTagObj:l,schema:u,sourceObjects:f}=n;let d=undefined;if(a&&e&&typeof e==="object"){d=f.get(e);if(d){d.anchor??(d.anchor=c(e));return new r.Alias(d.anchor)}else{d={anchor:null,node:null};f.set(e,d)}}if(t?.startsWith("!!"))t=o+t.slice(2);let h=findTagObject(e,t,u.tags);if(!h){if(e&&typeof e.toJSON==="function"){e=e.toJSON()}if(!e||typeof e!=="object"){const t=new i.Scalar(e);if(d)d.node=t;return t}h=e instanceof Map?u[s.MAP]:Symbol.iterator in Object(e)?u[s.SEQ]:u[s.MAP]}if(l){l(h);delete n.onTagObj}const p=h?.createNode?h.createNode(n.schema,e,n):typeof h?.nodeClass?.from==="function"?h.nodeClass.from(n.schema,e,n):new i.Scalar(e);if(t)p.tag=t;else if(!h.default)p.tag=h.tag;if(d)d.node=p;return p}t.createNode=createNode},1342:(e,t,n)=>{var r=n(1127);var s=n(204);const i={"!":"%21",",":"%2C","[":"%5B","]":"%5D","{":"%7B","}":"%7D"};const escapeTagName=e=>e.replace(/[!,[\]{}]/g,e=>i[e]);class Directives{constructor(e,t){this.docStart=null;this.docEnd=false;this.yaml=Object.assign({},Directives.defaultYaml,e);this.tags=Object.assign({},Directives.defaultTags,t)}clone(){const e=new Directives(this.yaml,this.tags);e.docStart=this.docStart;return e}atDocument(){const e=new Directives(this.yaml,this.tags);switch(this.yaml.version){case"1.1":this.atNextDocument=true;break;case"1.2":this.atNextDocument=false;this.yaml={explicit:Directives.defaultYaml.explicit,version:"1.2"};this.tags=Object.assign({},Directives.defaultTags);break}return e}add(e,t){if(this.atNextDocument){this.yaml={explicit:Directives.defaultYaml.explicit,version:"1.1"};this.tags=Object.assign({},Directives.defaultTags);this.atNextDocument=false}const n=e.trim().split(/[ \t]+/);const r=n.shift();switch(r){case"%TAG":{if(n.length!==2){t(0,"%TAG directive should contain exactly two parts");if(n.length<2)return false}const[e,r]=n;this.tags[e]=r;return true}case"%YAML":{this.yaml.explicit=true;if(n.length!==1){t(0,"%YAML directive should contain exactly one part");return false}const[e]=n;if(e==="1.1"||e==="1.2"){this.yaml.version=e;return true}else{const n=/^\d+\.\d+$/.test(e);t(6,`Unsupported YAML version ${e}`,n);return false}}default:t(0,`Unknown directive ${r}`,true);return false}}tagName(e,t){if(e==="!")return"!";if(e[0]!=="!"){t(`Not a valid tag: ${e}`);return null}if(e[1]==="<"){const n=e.slice(2,-1);if(n==="!"||n==="!!"){t(`Verbatim tags aren't resolved, so ${e} is invalid.`);return null}if(e[e.length-1]!==">")t("Verbatim tags must end with a >");return n}const[,n,r]=e.match(/^(.*!)([^!]*)$/s);if(!r)t(`The ${e} tag has no suffix`);const s=this.tags[n];if(s){try{return s+decodeURIComponent(r)}catch(e){t(String(e));return null}}if(n==="!")return e;t(`Could not resolve tag: ${e}`);return null}tagString(e){for(const[t,n]of Object.entries(this.tags)){if(e.startsWith(n))return t+escapeTagName(e.substring(n.length))}return e[0]==="!"?e:`!<${e}>`}toString(e){const t=this.yaml.explicit?[`%YAML ${this.yaml.version||"1.2"}`]:[];const n=Object.entries(this.tags);let i;if(e&&n.length>0&&r.isNode(e.contents)){const t={};s.visit(e.contents,(e,n)=>{if(r.isNode(n)&&n.tag)t[n.tag]=true});i=Object.keys(t)}else i=[];for(const[r,s]of n){if(r==="!!"&&s==="tag:yaml.org,2002:")continue;if(!e||i.some(e=>e.startsWith(s)))t.push(`%TAG ${r} ${s}`)}return t.join("\n")}}Directives.defaultYaml={explicit:false,version:"1.2"};Directives.defaultTags={"!!":"tag:yaml.org,2002:"};t.Directives=Directives},1464:(e,t)=>{class YAMLError extends Error{constructor(e,t,n,r){super();this.name=e;this.code=n;this.message=r;this.pos=t}}class YAMLParseError extends YAMLError{constructor(e,t,n){super("YAMLParseError",e,t,n)}}class YAMLWarning extends YAMLError{constructor(e,t,n){super("YAMLWarning",e,t,n)}}const prettifyError=(e,t)=>n=>{if(n.pos[0]===-1)return;n.linePos=n.pos.map(e=>t.linePos(e));const{line:r,col:s}=n.linePos[0];n.message+=` at line ${r}, column ${s}`;let i=s-1;let o=e.substring(t.lineStarts[r-1],t.lineStarts[r]).replace(/[\n\r]+$/,"");if(i>=60&&o.length>80){const e=Math.min(i-39,o.length-79);o="…"+o.substring(e);i-=e-1}if(o.length>80)o=o.substring(0,79)+"…";if(r>1&&/^ *$/.test(o.substring(0,i))){let n=e.substring(t.lineStarts[r-2],t.lineStarts[r-1]);if(n.length>80)n=n.substring(0,79)+"…\n";o=n+o}if(/[^ ]/.test(o)){let e=1;const t=n.linePos[1];if(t?.line===r&&t.col>s){e=Math.max(1,Math.min(t.col-s,80-i))}const a=" ".repeat(i)+"^".repeat(e);n.message+=`:\n\n${o}\n${a}\n`}};t.YAMLError=YAMLError;t.YAMLParseError=YAMLParseError;t.YAMLWarning=YAMLWarning;t.prettifyError=prettifyError},8815:(e,t,n)=>{var r;var s=n(9984);var i=n(3021);var o=n(5840);var a=n(1464);var c=n(4065);var l=n(1127);var u=n(7165);var f=n(3301);var d=n(4454);var h=n(2223);var p=n(3461);var m=n(361);var g=n(6628);var v=n(3456);var y=n(4047);var b=n(204);r=s.Composer;r=i.Document;r=o.Schema;r=a.YAMLError;r=a.YAMLParseError;r=a.YAMLWarning;r=c.Alias;r=l.isAlias;r=l.isCollection;r=l.isDocument;r=l.isMap;r=l.isNode;r=l.isPair;r=l.isScalar;r=l.isSeq;r=u.Pair;r=f.Scalar;r=d.YAMLMap;r=h.YAMLSeq;r=p;r=m.Lexer;t.HN=g.LineCounter;r=v.Parser;r=y.parse;r=y.parseAllDocuments;t.Tp=y.parseDocument;r=y.stringify;r=b.visit;r=b.visitAsync},7249:(e,t,n)=>{var r=n(932);function debug(e,...t){if(e==="debug")console.log(...t)}function warn(e,t){if(e==="debug"||e==="warn"){if(typeof r.emitWarning==="function")r.emitWarning(t);else console.warn(t)}}t.debug=debug;t.warn=warn},4065:(e,t,n)=>{var r=n(1596);var s=n(204);var i=n(1127);var o=n(6673);var a=n(4043);class Alias extends o.NodeBase{constructor(e){super(i.ALIAS);this.source=e;Object.defineProperty(this,"tag",{set(){throw new Error("Alias nodes cannot have tags")}})}resolve(e,t){if(t?.maxAliasCount===0)throw new ReferenceError("Alias resolution is disabled");let n;if(t?.aliasResolveCache){n=t.aliasResolveCache}else{n=[];s.visit(e,{Node:(e,t)=>{if(i.isAlias(t)||i.hasAnchor(t))n.push(t)}});if(t)t.aliasResolveCache=n}let r=undefined;for(const e of n){if(e===this)break;if(e.anchor===this.source)r=e}if(r&&t){const{anchors:e,doc:n,maxAliasCount:s}=t;let i=e.get(r);if(!i){a.toJS(r,null,t);i=e.get(r)}if(i?.res===undefined){const e="This should not happen: Alias anchor was not resolved?";throw new ReferenceError(e)}if(s>=0){i.count+=1;if(i.aliasCount===0)i.aliasCount=getAliasCount(n,r,e);if(i.count*i.aliasCount>s){const e="Excessive alias count indicates a resource exhaustion attack";throw new ReferenceError(e)}}}return r}toJSON(e,t){if(!t)return{source:this.source};const n=this.resolve(t.doc,t);if(!n){const e=`Unresolved alias (the anchor must be set before the alias): ${this.source}`;throw new ReferenceError(e)}return t.anchors.get(n).res}toString(e,t,n){const s=`*${this.source}`;if(e){r.anchorIsValid(this.source);if(e.options.verifyAliasOrder&&!e.anchors.has(this.source)){const e=`Unresolved alias (the anchor must be set before the alias): ${this.source}`;throw new Error(e)}if(e.implicitKey)return`${s} `}return s}}function getAliasCount(e,t,n){if(i.isAlias(t)){const r=t.resolve(e);const s=n&&r&&n.get(r);return s?s.count*s.aliasCount:0}else if(i.isCollection(t)){let r=0;for(const s of t.items){const t=getAliasCount(e,s,n);if(t>r)r=t}return r}else if(i.isPair(t)){const r=getAliasCount(e,t.key,n);const s=getAliasCount(e,t.value,n);return Math.max(r,s)}return 1}t.Alias=Alias},101:(e,t,n)=>{var r=n(2404);var s=n(1127);var i=n(6673);function collectionFromPath(e,t,n){let s=n;for(let e=t.length-1;e>=0;--e){const n=t[e];if(typeof n==="number"&&Number.isInteger(n)&&n>=0){const e=[];e[n]=s;s=e}else{s=new Map([[n,s]])}}return r.createNode(s,undefined,{aliasDuplicateObjects:false,keepUndefined:false,onAnchor:()=>{throw new Error("This should not happen, please report a bug.")},schema:e,sourceObjects:new Map})}const isEmptyPath=e=>e==null||typeof e==="object"&&!!e[Symbol.iterator]().next().done;class Collection extends i.NodeBase{constructor(e,t){super(e);Object.defineProperty(this,"schema",{value:t,configurable:true,enumerable:false,writable:true})}clone(e){const t=Object.create(Object.getPrototypeOf(this),Object.getOwnPropertyDescriptors(this));if(e)t.schema=e;t.items=t.items.map(t=>s.isNode(t)||s.isPair(t)?t.clone(e):t);if(this.range)t.range=this.range.slice();return t}addIn(e,t){if(isEmptyPath(e))this.add(t);else{const[n,...r]=e;const i=this.get(n,true);if(s.isCollection(i))i.addIn(r,t);else if(i===undefined&&this.schema)this.set(n,collectionFromPath(this.schema,r,t));else throw new Error(`Expected YAML collection at ${n}. Remaining path: ${r}`)}}deleteIn(e){const[t,...n]=e;if(n.length===0)return this.delete(t);const r=this.get(t,true);if(s.isCollection(r))return r.deleteIn(n);else throw new Error(`Expected YAML collection at ${t}. Remaining path: ${n}`)}getIn(e,t){const[n,...r]=e;const i=this.get(n,true);if(r.length===0)return!t&&s.isScalar(i)?i.value:i;else return s.isCollection(i)?i.getIn(r,t):undefined}hasAllNullValues(e){return this.items.every(t=>{if(!s.isPair(t))return false;const n=t.value;return n==null||e&&s.isScalar(n)&&n.value==null&&!n.commentBefore&&!n.comment&&!n.tag})}hasIn(e){const[t,...n]=e;if(n.length===0)return this.has(t);const r=this.get(t,true);return s.isCollection(r)?r.hasIn(n):false}setIn(e,t){const[n,...r]=e;if(r.length===0){this.set(n,t)}else{const e=this.get(n,true);if(s.isCollection(e))e.setIn(r,t);else if(e===undefined&&this.schema)this.set(n,collectionFromPath(this.schema,r,t));else throw new Error(`Expected YAML collection at ${n}. Remaining path: ${r}`)}}}t.Collection=Collection;t.collectionFromPath=collectionFromPath;t.isEmptyPath=isEmptyPath},6673:(e,t,n)=>{var r=n(3661);var s=n(1127);var i=n(4043);class NodeBase{constructor(e){Object.defineProperty(this,s.NODE_TYPE,{value:e})}clone(){const e=Object.create(Object.getPrototypeOf(this),Object.getOwnPropertyDescriptors(this));if(this.range)e.range=this.range.slice();return e}toJS(e,{mapAsMap:t,maxAliasCount:n,onAnchor:o,reviver:a}={}){if(!s.isDocument(e))throw new TypeError("A document argument is required");const c={anchors:new Map,doc:e,keep:true,mapAsMap:t===true,mapKeyWarned:false,maxAliasCount:typeof n==="number"?n:100};const l=i.toJS(this,"",c);if(typeof o==="function")for(const{count:e,res:t}of c.anchors.values())o(t,e);return typeof a==="function"?r.applyReviver(a,{"":l},"",l):l}}t.NodeBase=NodeBase},7165:(e,t,n)=>{var r=n(2404);var s=n(9748);var i=n(7104);var o=n(1127);function createPair(e,t,n){const s=r.createNode(e,undefined,n);const i=r.createNode(t,undefined,n);return new Pair(s,i)}class Pair{constructor(e,t=null){Object.defineProperty(this,o.NODE_TYPE,{value:o.PAIR});this.key=e;this.value=t}clone(e){let{key:t,value:n}=this;if(o.isNode(t))t=t.clone(e);if(o.isNode(n))n=n.clone(e);return new Pair(t,n)}toJSON(e,t){const n=t?.mapAsMap?new Map:{};return i.addPairToJSMap(t,n,this)}toString(e,t,n){return e?.doc?s.stringifyPair(this,e,t,n):JSON.stringify(this)}}t.Pair=Pair;t.createPair=createPair},3301:(e,t,n)=>{var r=n(1127);var s=n(6673);var i=n(4043);const isScalarValue=e=>!e||typeof e!=="function"&&typeof e!=="object";class Scalar extends s.NodeBase{constructor(e){super(r.SCALAR);this.value=e}toJSON(e,t){return t?.keep?this.value:i.toJS(this.value,e,t)}toString(){return String(this.value)}}Scalar.BLOCK_FOLDED="BLOCK_FOLDED";Scalar.BLOCK_LITERAL="BLOCK_LITERAL";Scalar.PLAIN="PLAIN";Scalar.QUOTE_DOUBLE="QUOTE_DOUBLE";Scalar.QUOTE_SINGLE="QUOTE_SINGLE";t.Scalar=Scalar;t.isScalarValue=isScalarValue},4454:(e,t,n)=>{var r=n(1212);var s=n(7104);var i=n(101);var o=n(1127);var a=n(7165);var c=n(3301);function findPair(e,t){const n=o.isScalar(t)?t.value:t;for(const r of e){if(o.isPair(r)){if(r.key===t||r.key===n)return r;if(o.isScalar(r.key)&&r.key.value===n)return r}}return undefined}class YAMLMap extends i.Collection{static get tagName(){return"tag:yaml.org,2002:map"}constructor(e){super(o.MAP,e);this.items=[]}static from(e,t,n){const{keepUndefined:r,replacer:s}=n;const i=new this(e);const add=(e,o)=>{if(typeof s==="function")o=s.call(t,e,o);else if(Array.isArray(s)&&!s.includes(e))return;if(o!==undefined||r)i.items.push(a.createPair(e,o,n))};if(t instanceof Map){for(const[e,n]of t)add(e,n)}else if(t&&typeof t==="object"){for(const e of Object.keys(t))add(e,t[e])}if(typeof e.sortMapEntries==="function"){i.items.sort(e.sortMapEntries)}return i}add(e,t){let n;if(o.isPair(e))n=e;else if(!e||typeof e!=="object"||!("key"in e)){n=new a.Pair(e,e?.value)}else n=new a.Pair(e.key,e.value);const r=findPair(this.items,n.key);const s=this.schema?.sortMapEntries;if(r){if(!t)throw new Error(`Key ${n.key} already set`);if(o.isScalar(r.value)&&c.isScalarValue(n.value))r.value.value=n.value;else r.value=n.value}else if(s){const e=this.items.findIndex(e=>s(n,e)<0);if(e===-1)this.items.push(n);else this.items.splice(e,0,n)}else{this.items.push(n)}}delete(e){const t=findPair(this.items,e);if(!t)return false;const n=this.items.splice(this.items.indexOf(t),1);return n.length>0}get(e,t){const n=findPair(this.items,e);const r=n?.value;return(!t&&o.isScalar(r)?r.value:r)??undefined}has(e){return!!findPair(this.items,e)}set(e,t){this.add(new a.Pair(e,t),true)}toJSON(e,t,n){const r=n?new n:t?.mapAsMap?new Map:{};if(t?.onCreate)t.onCreate(r);for(const e of this.items)s.addPairToJSMap(t,r,e);return r}toString(e,t,n){if(!e)return JSON.stringify(this);for(const e of this.items){if(!o.isPair(e))throw new Error(`Map items must all be pairs; found ${JSON.stringify(e)} instead`)}if(!e.allNullValues&&this.hasAllNullValues(false))e=Object.assign({},e,{allNullValues:true});return r.stringifyCollection(this,e,{blockItemPrefix:"",flowChars:{start:"{",end:"}"},itemIndent:e.indent||"",onChompKeep:n,onComment:t})}}t.YAMLMap=YAMLMap;t.findPair=findPair},2223:(e,t,n)=>{var r=n(2404);var s=n(1212);var i=n(101);var o=n(1127);var a=n(3301);var c=n(4043);class YAMLSeq extends i.Collection{static get tagName(){return"tag:yaml.org,2002:seq"}constructor(e){super(o.SEQ,e);this.items=[]}add(e){this.items.push(e)}delete(e){const t=asItemIndex(e);if(typeof t!=="number")return false;const n=this.items.splice(t,1);return n.length>0}get(e,t){const n=asItemIndex(e);if(typeof n!=="number")return undefined;const r=this.items[n];return!t&&o.isScalar(r)?r.value:r}has(e){const t=asItemIndex(e);return typeof t==="number"&&t<this.items.length}set(e,t){const n=asItemIndex(e);if(typeof n!=="number")throw new Error(`Expected a valid index, not ${e}.`);const r=this.items[n];if(o.isScalar(r)&&a.isScalarValue(t))r.value=t;else this.items[n]=t}toJSON(e,t){const n=[];if(t?.onCreate)t.onCreate(n);let r=0;for(const e of this.items)n.push(c.toJS(e,String(r++),t));return n}toString(e,t,n){if(!e)return JSON.stringify(this);return s.stringifyCollection(this,e,{blockItemPrefix:"- ",flowChars:{start:"[",end:"]"},itemIndent:(e.indent||"")+"  ",onChompKeep:n,onComment:t})}static from(e,t,n){const{replacer:s}=n;const i=new this(e);if(t&&Symbol.iterator in Object(t)){let e=0;for(let o of t){if(typeof s==="function"){const n=t instanceof Set?o:String(e++);o=s.call(t,n,o)}i.items.push(r.createNode(o,undefined,n))}}return i}}function asItemIndex(e){let t=o.isScalar(e)?e.value:e;if(t&&typeof t==="string")t=Number(t);return typeof t==="number"&&Number.isInteger(t)&&t>=0?t:null}t.YAMLSeq=YAMLSeq},7104:(e,t,n)=>{var r=n(7249);var s=n(452);var i=n(2148);var o=n(1127);var a=n(4043);function addPairToJSMap(e,t,{key:n,value:r}){if(o.isNode(n)&&n.addToJSMap)n.addToJSMap(e,t,r);else if(s.isMergeKey(e,n))s.addMergeToJSMap(e,t,r);else{const s=a.toJS(n,"",e);if(t instanceof Map){t.set(s,a.toJS(r,s,e))}else if(t instanceof Set){t.add(s)}else{const i=stringifyKey(n,s,e);const o=a.toJS(r,i,e);if(i in t)Object.defineProperty(t,i,{value:o,writable:true,enumerable:true,configurable:true});else t[i]=o}}return t}function stringifyKey(e,t,n){if(t===null)return"";if(typeof t!=="object")return String(t);if(o.isNode(e)&&n?.doc){const t=i.createStringifyContext(n.doc,{});t.anchors=new Set;for(const e of n.anchors.keys())t.anchors.add(e.anchor);t.inFlow=true;t.inStringifyKey=true;const s=e.toString(t);if(!n.mapKeyWarned){let e=JSON.stringify(s);if(e.length>40)e=e.substring(0,36)+'..."';r.warn(n.doc.options.logLevel,`Keys with collection values will be stringified due to JS Object restrictions: ${e}. Set mapAsMap: true to use object keys.`);n.mapKeyWarned=true}return s}return JSON.stringify(t)}t.addPairToJSMap=addPairToJSMap},1127:(e,t)=>{const n=Symbol.for("yaml.alias");const r=Symbol.for("yaml.document");const s=Symbol.for("yaml.map");const i=Symbol.for("yaml.pair");const o=Symbol.for("yaml.scalar");const a=Symbol.for("yaml.seq");const c=Symbol.for("yaml.node.type");const isAlias=e=>!!e&&typeof e==="object"&&e[c]===n;const isDocument=e=>!!e&&typeof e==="object"&&e[c]===r;const isMap=e=>!!e&&typeof e==="object"&&e[c]===s;const isPair=e=>!!e&&typeof e==="object"&&e[c]===i;const isScalar=e=>!!e&&typeof e==="object"&&e[c]===o;const isSeq=e=>!!e&&typeof e==="object"&&e[c]===a;function isCollection(e){if(e&&typeof e==="object")switch(e[c]){case s:case a:return true}return false}function isNode(e){if(e&&typeof e==="object")switch(e[c]){case n:case s:case o:case a:return true}return false}const hasAnchor=e=>(isScalar(e)||isCollection(e))&&!!e.anchor;t.ALIAS=n;t.DOC=r;t.MAP=s;t.NODE_TYPE=c;t.PAIR=i;t.SCALAR=o;t.SEQ=a;t.hasAnchor=hasAnchor;t.isAlias=isAlias;t.isCollection=isCollection;t.isDocument=isDocument;t.isMap=isMap;t.isNode=isNode;t.isPair=isPair;t.isScalar=isScalar;t.isSeq=isSeq},4043:(e,t,n)=>{var r=n(1127);function toJS(e,t,n){if(Array.isArray(e))return e.map((e,t)=>toJS(e,String(t),n));if(e&&typeof e.toJSON==="function"){if(!n||!r.hasAnchor(e))return e.toJSON(t,n);const s={aliasCount:0,count:1,res:undefined};n.anchors.set(e,s);n.onCreate=e=>{s.res=e;delete n.onCreate};const i=e.toJSON(t,n);if(n.onCreate)n.onCreate(i);return i}if(typeof e==="bigint"&&!n?.keep)return Number(e);return e}t.toJS=toJS},110:(e,t,n)=>{var r=n(8913);var s=n(6842);var i=n(1464);var o=n(3069);function resolveAsScalar(e,t=true,n){if(e){const _onError=(e,t,r)=>{const s=typeof e==="number"?e:Array.isArray(e)?e[0]:e.offset;if(n)n(s,t,r);else throw new i.YAMLParseError([s,s+1],t,r)};switch(e.type){case"scalar":case"single-quoted-scalar":case"double-quoted-scalar":return s.resolveFlowScalar(e,t,_onError);case"block-scalar":return r.resolveBlockScalar({options:{strict:t}},e,_onError)}}return null}function createScalarToken(e,t){const{implicitKey:n=false,indent:r,inFlow:s=false,offset:i=-1,type:a="PLAIN"}=t;const c=o.stringifyString({type:a,value:e},{implicitKey:n,indent:r>0?" ".repeat(r):"",inFlow:s,options:{blockQuote:true,lineWidth:-1}});const l=t.end??[{type:"newline",offset:-1,indent:r,source:"\n"}];switch(c[0]){case"|":case">":{const e=c.indexOf("\n");const t=c.substring(0,e);const n=c.substring(e+1)+"\n";const s=[{type:"block-scalar-header",offset:i,indent:r,source:t}];if(!addEndtoBlockProps(s,l))s.push({type:"newline",offset:-1,indent:r,source:"\n"});return{type:"block-scalar",offset:i,indent:r,props:s,source:n}}case'"':return{type:"double-quoted-scalar",offset:i,indent:r,source:c,end:l};case"'":return{type:"single-quoted-scalar",offset:i,indent:r,source:c,end:l};default:return{type:"scalar",offset:i,indent:r,source:c,end:l}}}function setScalarValue(e,t,n={}){let{afterKey:r=false,implicitKey:s=false,inFlow:i=false,type:a}=n;let c="indent"in e?e.indent:null;if(r&&typeof c==="number")c+=2;if(!a)switch(e.type){case"single-quoted-scalar":a="QUOTE_SINGLE";break;case"double-quoted-scalar":a="QUOTE_DOUBLE";break;case"block-scalar":{const t=e.props[0];if(t.type!=="block-scalar-header")throw new Error("Invalid block scalar header");a=t.source[0]===">"?"BLOCK_FOLDED":"BLOCK_LITERAL";break}default:a="PLAIN"}const l=o.stringifyString({type:a,value:t},{implicitKey:s||c===null,indent:c!==null&&c>0?" ".repeat(c):"",inFlow:i,options:{blockQuote:true,lineWidth:-1}});switch(l[0]){case"|":case">":setBlockScalarValue(e,l);break;case'"':setFlowScalarValue(e,l,"double-quoted-scalar");break;case"'":setFlowScalarValue(e,l,"single-quoted-scalar");break;default:setFlowScalarValue(e,l,"scalar")}}function setBlockScalarValue(e,t){const n=t.indexOf("\n");const r=t.substring(0,n);const s=t.substring(n+1)+"\n";if(e.type==="block-scalar"){const t=e.props[0];if(t.type!=="block-scalar-header")throw new Error("Invalid block scalar header");t.source=r;e.source=s}else{const{offset:t}=e;const n="indent"in e?e.indent:-1;const i=[{type:"block-scalar-header",offset:t,indent:n,source:r}];if(!addEndtoBlockProps(i,"end"in e?e.end:undefined))i.push({type:"newline",offset:-1,indent:n,source:"\n"});for(const t of Object.keys(e))if(t!=="type"&&t!=="offset")delete e[t];Object.assign(e,{type:"block-scalar",indent:n,props:i,source:s})}}function addEndtoBlockProps(e,t){if(t)for(const n of t)switch(n.type){case"space":case"comment":e.push(n);break;case"newline":e.push(n);return true}return false}function setFlowScalarValue(e,t,n){switch(e.type){case"scalar":case"double-quoted-scalar":case"single-quoted-scalar":e.type=n;e.source=t;break;case"block-scalar":{const r=e.props.slice(1);let s=t.length;if(e.props[0].type==="block-scalar-header")s-=e.props[0].source.length;for(const e of r)e.offset+=s;delete e.props;Object.assign(e,{type:n,source:t,end:r});break}case"block-map":case"block-seq":{const r=e.offset+t.length;const s={type:"newline",offset:r,indent:e.indent,source:"\n"};delete e.items;Object.assign(e,{type:n,source:t,end:[s]});break}default:{const r="indent"in e?e.indent:-1;const s="end"in e&&Array.isArray(e.end)?e.end.filter(e=>e.type==="space"||e.type==="comment"||e.type==="newline"):[];for(const t of Object.keys(e))if(t!=="type"&&t!=="offset")delete e[t];Object.assign(e,{type:n,indent:r,source:t,end:s})}}}t.createScalarToken=createScalarToken;t.resolveAsScalar=resolveAsScalar;t.setScalarValue=setScalarValue},1733:(e,t)=>{const stringify=e=>"type"in e?stringifyToken(e):stringifyItem(e);function stringifyToken(e){switch(e.type){case"block-scalar":{let t="";for(const n of e.props)t+=stringifyToken(n);return t+e.source}case"block-map":case"block-seq":{let t="";for(const n of e.items)t+=stringifyItem(n);return t}case"flow-collection":{let t=e.start.source;for(const n of e.items)t+=stringifyItem(n);for(const n of e.end)t+=n.source;return t}case"document":{let t=stringifyItem(e);if(e.end)for(const n of e.end)t+=n.source;return t}default:{let t=e.source;if("end"in e&&e.end)for(const n of e.end)t+=n.source;return t}}}function stringifyItem({start:e,key:t,sep:n,value:r}){let s="";for(const t of e)s+=t.source;if(t)s+=stringifyToken(t);if(n)for(const e of n)s+=e.source;if(r)s+=stringifyToken(r);return s}t.stringify=stringify},7715:(e,t)=>{const n=Symbol("break visit");const r=Symbol("skip children");const s=Symbol("remove item");function visit(e,t){if("type"in e&&e.type==="document")e={start:e.start,value:e.value};_visit(Object.freeze([]),e,t)}visit.BREAK=n;visit.SKIP=r;visit.REMOVE=s;visit.itemAtPath=(e,t)=>{let n=e;for(const[e,r]of t){const t=n?.[e];if(t&&"items"in t){n=t.items[r]}else return undefined}return n};visit.parentCollection=(e,t)=>{const n=visit.itemAtPath(e,t.slice(0,-1));const r=t[t.length-1][0];const s=n?.[r];if(s&&"items"in s)return s;throw new Error("Parent collection not found")};function _visit(e,t,r){let i=r(t,e);if(typeof i==="symbol")return i;for(const o of["key","value"]){const a=t[o];if(a&&"items"in a){for(let t=0;t<a.items.length;++t){const i=_visit(Object.freeze(e.concat([[o,t]])),a.items[t],r);if(typeof i==="number")t=i-1;else if(i===n)return n;else if(i===s){a.items.splice(t,1);t-=1}}if(typeof i==="function"&&o==="key")i=i(t,e)}}return typeof i==="function"?i(t,e):i}t.visit=visit},3461:(e,t,n)=>{var r=n(110);var s=n(1733);var i=n(7715);const o="\ufeff";const a="";const c="";const l="";const isCollection=e=>!!e&&"items"in e;const isScalar=e=>!!e&&(e.type==="scalar"||e.type==="single-quoted-scalar"||e.type==="double-quoted-scalar"||e.type==="block-scalar");function prettyToken(e){switch(e){case o:return"<BOM>";case a:return"<DOC>";case c:return"<FLOW_END>";case l:return"<SCALAR>";default:return JSON.stringify(e)}}function tokenType(e){switch(e){case o:return"byte-order-mark";case a:return"doc-mode";case c:return"flow-error-end";case l:return"scalar";case"---":return"doc-start";case"...":return"doc-end";case"":case"\n":case"\r\n":return"newline";case"-":return"seq-item-ind";case"?":return"explicit-key-ind";case":":return"map-value-ind";case"{":return"flow-map-start";case"}":return"flow-map-end";case"[":return"flow-seq-start";case"]":return"flow-seq-end";case",":return"comma"}switch(e[0]){case" ":case"\t":return"space";case"#":return"comment";case"%":return"directive-line";case"*":return"alias";case"&":return"anchor";case"!":return"tag";case"'":return"single-quoted-scalar";case'"':return"double-quoted-scalar";case"|":case">":return"block-scalar-header"}return null}t.createScalarToken=r.createScalarToken;t.resolveAsScalar=r.resolveAsScalar;t.setScalarValue=r.setScalarValue;t.stringify=s.stringify;t.visit=i.visit;t.BOM=o;t.DOCUMENT=a;t.FLOW_END=c;t.SCALAR=l;t.isCollection=isCollection;t.isScalar=isScalar;t.prettyToken=prettyToken;t.tokenType=tokenType},361:(e,t,n)=>{var r=n(3461);function isEmpty(e){switch(e){case undefined:case" ":case"\n":case"\r":case"\t":return true;default:return false}}const s=new Set("0123456789ABCDEFabcdef");const i=new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");const o=new Set(",[]{}");const a=new Set(" ,[]{}\n\r\t");const isNotAnchorChar=e=>!e||a.has(e);class Lexer{constructor(){this.atEnd=false;this.blockScalarIndent=-1;this.blockScalarKeep=false;this.buffer="";this.flowKey=false;this.flowLevel=0;this.indentNext=0;this.indentValue=0;this.lineEndPos=null;this.next=null;this.pos=0}*lex(e,t=false){if(e){if(typeof e!=="string")throw TypeError("source is not a string");this.buffer=this.buffer?this.buffer+e:e;this.lineEndPos=null}this.atEnd=!t;let n=this.next??"stream";while(n&&(t||this.hasChars(1)))n=yield*this.parseNext(n)}atLineEnd(){let e=this.pos;let t=this.buffer[e];while(t===" "||t==="\t")t=this.buffer[++e];if(!t||t==="#"||t==="\n")return true;if(t==="\r")return this.buffer[e+1]==="\n";return false}charAt(e){return this.buffer[this.pos+e]}continueScalar(e){let t=this.buffer[e];if(this.indentNext>0){let n=0;while(t===" ")t=this.buffer[++n+e];if(t==="\r"){const t=this.buffer[n+e+1];if(t==="\n"||!t&&!this.atEnd)return e+n+1}return t==="\n"||n>=this.indentNext||!t&&!this.atEnd?e+n:-1}if(t==="-"||t==="."){const t=this.buffer.substr(e,3);if((t==="---"||t==="...")&&isEmpty(this.buffer[e+3]))return-1}return e}getLine(){let e=this.lineEndPos;if(typeof e!=="number"||e!==-1&&e<this.pos){e=this.buffer.indexOf("\n",this.pos);this.lineEndPos=e}if(e===-1)return this.atEnd?this.buffer.substring(this.pos):null;if(this.buffer[e-1]==="\r")e-=1;return this.buffer.substring(this.pos,e)}hasChars(e){return this.pos+e<=this.buffer.length}setNext(e){this.buffer=this.buffer.substring(this.pos);this.pos=0;this.lineEndPos=null;this.next=e;return null}peek(e){return this.buffer.substr(this.pos,e)}*parseNext(e){switch(e){case"stream":return yield*this.parseStream();case"line-start":return yield*this.parseLineStart();case"block-start":return yield*this.parseBlockStart();case"doc":return yield*this.parseDocument();case"flow":return yield*this.parseFlowCollection();case"quoted-scalar":return yield*this.parseQuotedScalar();case"block-scalar":return yield*this.parseBlockScalar();case"plain-scalar":return yield*this.parsePlainScalar()}}*parseStream(){let e=this.getLine();if(e===null)return this.setNext("stream");if(e[0]===r.BOM){yield*this.pushCount(1);e=e.substring(1)}if(e[0]==="%"){let t=e.length;let n=e.indexOf("#");while(n!==-1){const r=e[n-1];if(r===" "||r==="\t"){t=n-1;break}else{n=e.indexOf("#",n+1)}}while(true){const n=e[t-1];if(n===" "||n==="\t")t-=1;else break}const r=(yield*this.pushCount(t))+(yield*this.pushSpaces(true));yield*this.pushCount(e.length-r);this.pushNewline();return"stream"}if(this.atLineEnd()){const t=yield*this.pushSpaces(true);yield*this.pushCount(e.length-t);yield*this.pushNewline();return"stream"}yield r.DOCUMENT;return yield*this.parseLineStart()}*parseLineStart(){const e=this.charAt(0);if(!e&&!this.atEnd)return this.setNext("line-start");if(e==="-"||e==="."){if(!this.atEnd&&!this.hasChars(4))return this.setNext("line-start");const e=this.peek(3);if((e==="---"||e==="...")&&isEmpty(this.charAt(3))){yield*this.pushCount(3);this.indentValue=0;this.indentNext=0;return e==="---"?"doc":"stream"}}this.indentValue=yield*this.pushSpaces(false);if(this.indentNext>this.indentValue&&!isEmpty(this.charAt(1)))this.indentNext=this.indentValue;return yield*this.parseBlockStart()}*parseBlockStart(){const[e,t]=this.peek(2);if(!t&&!this.atEnd)return this.setNext("block-start");if((e==="-"||e==="?"||e===":")&&isEmpty(t)){const e=(yield*this.pushCount(1))+(yield*this.pushSpaces(true));this.indentNext=this.indentValue+1;this.indentValue+=e;return"block-start"}return"doc"}*parseDocument(){yield*this.pushSpaces(true);const e=this.getLine();if(e===null)return this.setNext("doc");let t=yield*this.pushIndicators();switch(e[t]){case"#":yield*this.pushCount(e.length-t);case undefined:yield*this.pushNewline();return yield*this.parseLineStart();case"{":case"[":yield*this.pushCount(1);this.flowKey=false;this.flowLevel=1;return"flow";case"}":case"]":yield*this.pushCount(1);return"doc";case"*":yield*this.pushUntil(isNotAnchorChar);return"doc";case'"':case"'":return yield*this.parseQuotedScalar();case"|":case">":t+=(yield*this.parseBlockScalarHeader());t+=(yield*this.pushSpaces(true));yield*this.pushCount(e.length-t);yield*this.pushNewline();return yield*this.parseBlockScalar();default:return yield*this.parsePlainScalar()}}*parseFlowCollection(){let e,t;let n=-1;do{e=yield*this.pushNewline();if(e>0){t=yield*this.pushSpaces(false);this.indentValue=n=t}else{t=0}t+=(yield*this.pushSpaces(true))}while(e+t>0);const s=this.getLine();if(s===null)return this.setNext("flow");if(n!==-1&&n<this.indentNext&&s[0]!=="#"||n===0&&(s.startsWith("---")||s.startsWith("..."))&&isEmpty(s[3])){const e=n===this.indentNext-1&&this.flowLevel===1&&(s[0]==="]"||s[0]==="}");if(!e){this.flowLevel=0;yield r.FLOW_END;return yield*this.parseLineStart()}}let i=0;while(s[i]===","){i+=(yield*this.pushCount(1));i+=(yield*this.pushSpaces(true));this.flowKey=false}i+=(yield*this.pushIndicators());switch(s[i]){case undefined:return"flow";case"#":yield*this.pushCount(s.length-i);return"flow";case"{":case"[":yield*this.pushCount(1);this.flowKey=false;this.flowLevel+=1;return"flow";case"}":case"]":yield*this.pushCount(1);this.flowKey=true;this.flowLevel-=1;return this.flowLevel?"flow":"doc";case"*":yield*this.pushUntil(isNotAnchorChar);return"flow";case'"':case"'":this.flowKey=true;return yield*this.parseQuotedScalar();case":":{const e=this.charAt(1);if(this.flowKey||isEmpty(e)||e===","){this.flowKey=false;yield*this.pushCount(1);yield*this.pushSpaces(true);return"flow"}}default:this.flowKey=false;return yield*this.parsePlainScalar()}}*parseQuotedScalar(){const e=this.charAt(0);let t=this.buffer.indexOf(e,this.pos+1);if(e==="'"){while(t!==-1&&this.buffer[t+1]==="'")t=this.buffer.indexOf("'",t+2)}else{while(t!==-1){let e=0;while(this.buffer[t-1-e]==="\\")e+=1;if(e%2===0)break;t=this.buffer.indexOf('"',t+1)}}const n=this.buffer.substring(0,t);let r=n.indexOf("\n",this.pos);if(r!==-1){while(r!==-1){const e=this.continueScalar(r+1);if(e===-1)break;r=n.indexOf("\n",e)}if(r!==-1){t=r-(n[r-1]==="\r"?2:1)}}if(t===-1){if(!this.atEnd)return this.setNext("quoted-scalar");t=this.buffer.length}yield*this.pushToIndex(t+1,false);return this.flowLevel?"flow":"doc"}*parseBlockScalarHeader(){this.blockScalarIndent=-1;this.blockScalarKeep=false;let e=this.pos;while(true){const t=this.buffer[++e];if(t==="+")this.blockScalarKeep=true;else if(t>"0"&&t<="9")this.blockScalarIndent=Number(t)-1;else if(t!=="-")break}return yield*this.pushUntil(e=>isEmpty(e)||e==="#")}*parseBlockScalar(){let e=this.pos-1;let t=0;let n;e:for(let r=this.pos;n=this.buffer[r];++r){switch(n){case" ":t+=1;break;case"\n":e=r;t=0;break;case"\r":{const e=this.buffer[r+1];if(!e&&!this.atEnd)return this.setNext("block-scalar");if(e==="\n")break}default:break e}}if(!n&&!this.atEnd)return this.setNext("block-scalar");if(t>=this.indentNext){if(this.blockScalarIndent===-1)this.indentNext=t;else{this.indentNext=this.blockScalarIndent+(this.indentNext===0?1:this.indentNext)}do{const t=this.continueScalar(e+1);if(t===-1)break;e=this.buffer.indexOf("\n",t)}while(e!==-1);if(e===-1){if(!this.atEnd)return this.setNext("block-scalar");e=this.buffer.length}}let s=e+1;n=this.buffer[s];while(n===" ")n=this.buffer[++s];if(n==="\t"){while(n==="\t"||n===" "||n==="\r"||n==="\n")n=this.buffer[++s];e=s-1}else if(!this.blockScalarKeep){do{let n=e-1;let r=this.buffer[n];if(r==="\r")r=this.buffer[--n];const s=n;while(r===" ")r=this.buffer[--n];if(r==="\n"&&n>=this.pos&&n+1+t>s)e=n;else break}while(true)}yield r.SCALAR;yield*this.pushToIndex(e+1,true);return yield*this.parseLineStart()}*parsePlainScalar(){const e=this.flowLevel>0;let t=this.pos-1;let n=this.pos-1;let s;while(s=this.buffer[++n]){if(s===":"){const r=this.buffer[n+1];if(isEmpty(r)||e&&o.has(r))break;t=n}else if(isEmpty(s)){let r=this.buffer[n+1];if(s==="\r"){if(r==="\n"){n+=1;s="\n";r=this.buffer[n+1]}else t=n}if(r==="#"||e&&o.has(r))break;if(s==="\n"){const e=this.continueScalar(n+1);if(e===-1)break;n=Math.max(n,e-2)}}else{if(e&&o.has(s))break;t=n}}if(!s&&!this.atEnd)return this.setNext("plain-scalar");yield r.SCALAR;yield*this.pushToIndex(t+1,true);return e?"flow":"doc"}*pushCount(e){if(e>0){yield this.buffer.substr(this.pos,e);this.pos+=e;return e}return 0}*pushToIndex(e,t){const n=this.buffer.slice(this.pos,e);if(n){yield n;this.pos+=n.length;return n.length}else if(t)yield"";return 0}*pushIndicators(){let e=0;e:while(true){switch(this.charAt(0)){case"!":e+=(yield*this.pushTag());e+=(yield*this.pushSpaces(true));continue e;case"&":e+=(yield*this.pushUntil(isNotAnchorChar));e+=(yield*this.pushSpaces(true));continue e;case"-":case"?":case":":{const t=this.flowLevel>0;const n=this.charAt(1);if(isEmpty(n)||t&&o.has(n)){if(!t)this.indentNext=this.indentValue+1;else if(this.flowKey)this.flowKey=false;e+=(yield*this.pushCount(1));e+=(yield*this.pushSpaces(true));continue e}}}break e}return e}*pushTag(){if(this.charAt(1)==="<"){let e=this.pos+2;let t=this.buffer[e];while(!isEmpty(t)&&t!==">")t=this.buffer[++e];return yield*this.pushToIndex(t===">"?e+1:e,false)}else{let e=this.pos+1;let t=this.buffer[e];while(t){if(i.has(t))t=this.buffer[++e];else if(t==="%"&&s.has(this.buffer[e+1])&&s.has(this.buffer[e+2])){t=this.buffer[e+=3]}else break}return yield*this.pushToIndex(e,false)}}*pushNewline(){const e=this.buffer[this.pos];if(e==="\n")return yield*this.pushCount(1);else if(e==="\r"&&this.charAt(1)==="\n")return yield*this.pushCount(2);else return 0}*pushSpaces(e){let t=this.pos-1;let n;do{n=this.buffer[++t]}while(n===" "||e&&n==="\t");const r=t-this.pos;if(r>0){yield this.buffer.substr(this.pos,r);this.pos=t}return r}*pushUntil(e){let t=this.pos;let n=this.buffer[t];while(!e(n))n=this.buffer[++t];return yield*this.pushToIndex(t,false)}}t.Lexer=Lexer},6628:(e,t)=>{class LineCounter{constructor(){this.lineStarts=[];this.addNewLine=e=>this.lineStarts.push(e);this.linePos=e=>{let t=0;let n=this.lineStarts.length;while(t<n){const r=t+n>>1;if(this.lineStarts[r]<e)t=r+1;else n=r}if(this.lineStarts[t]===e)return{line:t+1,col:1};if(t===0)return{line:0,col:e};const r=this.lineStarts[t-1];return{line:t,col:e-r+1}}}}t.LineCounter=LineCounter},3456:(e,t,n)=>{var r=n(932);var s=n(3461);var i=n(361);function includesToken(e,t){for(let n=0;n<e.length;++n)if(e[n].type===t)return true;return false}function findNonEmptyIndex(e){for(let t=0;t<e.length;++t){switch(e[t].type){case"space":case"comment":case"newline":break;default:return t}}return-1}function isFlowToken(e){switch(e?.type){case"alias":case"scalar":case"single-quoted-scalar":case"double-quoted-scalar":case"flow-collection":return true;default:return false}}function getPrevProps(e){switch(e.type){case"document":return e.start;case"block-map":{const t=e.items[e.items.length-1];return t.sep??t.start}case"block-seq":return e.items[e.items.length-1].start;default:return[]}}function getFirstKeyStartProps(e){if(e.length===0)return[];let t=e.length;e:while(--t>=0){switch(e[t].type){case"doc-start":case"explicit-key-ind":case"map-value-ind":case"seq-item-ind":case"newline":break e}}while(e[++t]?.type==="space"){}return e.splice(t,e.length)}function arrayPushArray(e,t){if(t.length<1e5)Array.prototype.push.apply(e,t);else for(let n=0;n<t.length;++n)e.push(t[n])}function fixFlowSeqItems(e){if(e.start.type==="flow-seq-start"){for(const t of e.items){if(t.sep&&!t.value&&!includesToken(t.start,"explicit-key-ind")&&!includesToken(t.sep,"map-value-ind")){if(t.key)t.value=t.key;delete t.key;if(isFlowToken(t.value)){if(t.value.end)arrayPushArray(t.value.end,t.sep);else t.value.end=t.sep}else arrayPushArray(t.start,t.sep);delete t.sep}}}}class Parser{constructor(e){this.atNewLine=true;this.atScalar=false;this.indent=0;this.offset=0;this.onKeyLine=false;this.stack=[];this.source="";this.type="";this.lexer=new i.Lexer;this.onNewLine=e}*parse(e,t=false){if(this.onNewLine&&this.offset===0)this.onNewLine(0);for(const n of this.lexer.lex(e,t))yield*this.next(n);if(!t)yield*this.end()}*next(e){this.source=e;if(r.env.LOG_TOKENS)console.log("|",s.prettyToken(e));if(this.atScalar){this.atScalar=false;yield*this.step();this.offset+=e.length;return}const t=s.tokenType(e);if(!t){const t=`Not a YAML token: ${e}`;yield*this.pop({type:"error",offset:this.offset,message:t,source:e});this.offset+=e.length}else if(t==="scalar"){this.atNewLine=false;this.atScalar=true;this.type="scalar"}else{this.type=t;yield*this.step();switch(t){case"newline":this.atNewLine=true;this.indent=0;if(this.onNewLine)this.onNewLine(this.offset+e.length);break;case"space":if(this.atNewLine&&e[0]===" ")this.indent+=e.length;break;case"explicit-key-ind":case"map-value-ind":case"seq-item-ind":if(this.atNewLine)this.indent+=e.length;break;case"doc-mode":case"flow-error-end":return;default:this.atNewLine=false}this.offset+=e.length}}*end(){while(this.stack.length>0)yield*this.pop()}get sourceToken(){const e={type:this.type,offset:this.offset,indent:this.indent,source:this.source};return e}*step(){const e=this.peek(1);if(this.type==="doc-end"&&e?.type!=="doc-end"){while(this.stack.length>0)yield*this.pop();this.stack.push({type:"doc-end",offset:this.offset,source:this.source});return}if(!e)return yield*this.stream();switch(e.type){case"document":return yield*this.document(e);case"alias":case"scalar":case"single-quoted-scalar":case"double-quoted-scalar":return yield*this.scalar(e);case"block-scalar":return yield*this.blockScalar(e);case"block-map":return yield*this.blockMap(e);case"block-seq":return yield*this.blockSequence(e);case"flow-collection":return yield*this.flowCollection(e);case"doc-end":return yield*this.documentEnd(e)}yield*this.pop()}peek(e){return this.stack[this.stack.length-e]}*pop(e){const t=e??this.stack.pop();if(!t){const e="Tried to pop an empty stack";yield{type:"error",offset:this.offset,source:"",message:e}}else if(this.stack.length===0){yield t}else{const e=this.peek(1);if(t.type==="block-scalar"){t.indent="indent"in e?e.indent:0}else if(t.type==="flow-collection"&&e.type==="document"){t.indent=0}if(t.type==="flow-collection")fixFlowSeqItems(t);switch(e.type){case"document":e.value=t;break;case"block-scalar":e.props.push(t);break;case"block-map":{const n=e.items[e.items.length-1];if(n.value){e.items.push({start:[],key:t,sep:[]});this.onKeyLine=true;return}else if(n.sep){n.value=t}else{Object.assign(n,{key:t,sep:[]});this.onKeyLine=!n.explicitKey;return}break}case"block-seq":{const n=e.items[e.items.length-1];if(n.value)e.items.push({start:[],value:t});else n.value=t;break}case"flow-collection":{const n=e.items[e.items.length-1];if(!n||n.value)e.items.push({start:[],key:t,sep:[]});else if(n.sep)n.value=t;else Object.assign(n,{key:t,sep:[]});return}default:yield*this.pop();yield*this.pop(t)}if((e.type==="document"||e.type==="block-map"||e.type==="block-seq")&&(t.type==="block-map"||t.type==="block-seq")){const n=t.items[t.items.length-1];if(n&&!n.sep&&!n.value&&n.start.length>0&&findNonEmptyIndex(n.start)===-1&&(t.indent===0||n.start.every(e=>e.type!=="comment"||e.indent<t.indent))){if(e.type==="document")e.end=n.start;else e.items.push({start:n.start});t.items.splice(-1,1)}}}}*stream(){switch(this.type){case"directive-line":yield{type:"directive",offset:this.offset,source:this.source};return;case"byte-order-mark":case"space":case"comment":case"newline":yield this.sourceToken;return;case"doc-mode":case"doc-start":{const e={type:"document",offset:this.offset,start:[]};if(this.type==="doc-start")e.start.push(this.sourceToken);this.stack.push(e);return}}yield{type:"error",offset:this.offset,message:`Unexpected ${this.type} token in YAML stream`,source:this.source}}*document(e){if(e.value)return yield*this.lineEnd(e);switch(this.type){case"doc-start":{if(findNonEmptyIndex(e.start)!==-1){yield*this.pop();yield*this.step()}else e.start.push(this.sourceToken);return}case"anchor":case"tag":case"space":case"comment":case"newline":e.start.push(this.sourceToken);return}const t=this.startBlockValue(e);if(t)this.stack.push(t);else{yield{type:"error",offset:this.offset,message:`Unexpected ${this.type} token in YAML document`,source:this.source}}}*scalar(e){if(this.type==="map-value-ind"){const t=getPrevProps(this.peek(2));const n=getFirstKeyStartProps(t);let r;if(e.end){r=e.end;r.push(this.sourceToken);delete e.end}else r=[this.sourceToken];const s={type:"block-map",offset:e.offset,indent:e.indent,items:[{start:n,key:e,sep:r}]};this.onKeyLine=true;this.stack[this.stack.length-1]=s}else yield*this.lineEnd(e)}*blockScalar(e){switch(this.type){case"space":case"comment":case"newline":e.props.push(this.sourceToken);return;case"scalar":e.source=this.source;this.atNewLine=true;this.indent=0;if(this.onNewLine){let e=this.source.indexOf("\n")+1;while(e!==0){this.onNewLine(this.offset+e);e=this.source.indexOf("\n",e)+1}}yield*this.pop();break;default:yield*this.pop();yield*this.step()}}*blockMap(e){const t=e.items[e.items.length-1];switch(this.type){case"newline":this.onKeyLine=false;if(t.value){const n="end"in t.value?t.value.end:undefined;const r=Array.isArray(n)?n[n.length-1]:undefined;if(r?.type==="comment")n?.push(this.sourceToken);else e.items.push({start:[this.sourceToken]})}else if(t.sep){t.sep.push(this.sourceToken)}else{t.start.push(this.sourceToken)}return;case"space":case"comment":if(t.value){e.items.push({start:[this.sourceToken]})}else if(t.sep){t.sep.push(this.sourceToken)}else{if(this.atIndentedComment(t.start,e.indent)){const n=e.items[e.items.length-2];const r=n?.value?.end;if(Array.isArray(r)){arrayPushArray(r,t.start);r.push(this.sourceToken);e.items.pop();return}}t.start.push(this.sourceToken)}return}if(this.indent>=e.indent){const n=!this.onKeyLine&&this.indent===e.indent;const r=n&&(t.sep||t.explicitKey)&&this.type!=="seq-item-ind";let s=[];if(r&&t.sep&&!t.value){const n=[];for(let r=0;r<t.sep.length;++r){const s=t.sep[r];switch(s.type){case"newline":n.push(r);break;case"space":break;case"comment":if(s.indent>e.indent)n.length=0;break;default:n.length=0}}if(n.length>=2)s=t.sep.splice(n[1])}switch(this.type){case"anchor":case"tag":if(r||t.value){s.push(this.sourceToken);e.items.push({start:s});this.onKeyLine=true}else if(t.sep){t.sep.push(this.sourceToken)}else{t.start.push(this.sourceToken)}return;case"explicit-key-ind":if(!t.sep&&!t.explicitKey){t.start.push(this.sourceToken);t.explicitKey=true}else if(r||t.value){s.push(this.sourceToken);e.items.push({start:s,explicitKey:true})}else{this.stack.push({type:"block-map",offset:this.offset,indent:this.indent,items:[{start:[this.sourceToken],explicitKey:true}]})}this.onKeyLine=true;return;case"map-value-ind":if(t.explicitKey){if(!t.sep){if(includesToken(t.start,"newline")){Object.assign(t,{key:null,sep:[this.sourceToken]})}else{const e=getFirstKeyStartProps(t.start);this.stack.push({type:"block-map",offset:this.offset,indent:this.indent,items:[{start:e,key:null,sep:[this.sourceToken]}]})}}else if(t.value){e.items.push({start:[],key:null,sep:[this.sourceToken]})}else if(includesToken(t.sep,"map-value-ind")){this.stack.push({type:"block-map",offset:this.offset,indent:this.indent,items:[{start:s,key:null,sep:[this.sourceToken]}]})}else if(isFlowToken(t.key)&&!includesToken(t.sep,"newline")){const e=getFirstKeyStartProps(t.start);const n=t.key;const r=t.sep;r.push(this.sourceToken);delete t.key;delete t.sep;this.stack.push({type:"block-map",offset:this.offset,indent:this.indent,items:[{start:e,key:n,sep:r}]})}else if(s.length>0){t.sep=t.sep.concat(s,this.sourceToken)}else{t.sep.push(this.sourceToken)}}else{if(!t.sep){Object.assign(t,{key:null,sep:[this.sourceToken]})}else if(t.value||r){e.items.push({start:s,key:null,sep:[this.sourceToken]})}else if(includesToken(t.sep,"map-value-ind")){this.stack.push({type:"block-map",offset:this.offset,indent:this.indent,items:[{start:[],key:null,sep:[this.sourceToken]}]})}else{t.sep.push(this.sourceToken)}}this.onKeyLine=true;return;case"alias":case"scalar":case"single-quoted-scalar":case"double-quoted-scalar":{const n=this.flowScalar(this.type);if(r||t.value){e.items.push({start:s,key:n,sep:[]});this.onKeyLine=true}else if(t.sep){this.stack.push(n)}else{Object.assign(t,{key:n,sep:[]});this.onKeyLine=true}return}default:{const r=this.startBlockValue(e);if(r){if(r.type==="block-seq"){if(!t.explicitKey&&t.sep&&!includesToken(t.sep,"newline")){yield*this.pop({type:"error",offset:this.offset,message:"Unexpected block-seq-ind on same line with key",source:this.source});return}}else if(n){e.items.push({start:s})}this.stack.push(r);return}}}}yield*this.pop();yield*this.step()}*blockSequence(e){const t=e.items[e.items.length-1];switch(this.type){case"newline":if(t.value){const n="end"in t.value?t.value.end:undefined;const r=Array.isArray(n)?n[n.length-1]:undefined;if(r?.type==="comment")n?.push(this.sourceToken);else e.items.push({start:[this.sourceToken]})}else t.start.push(this.sourceToken);return;case"space":case"comment":if(t.value)e.items.push({start:[this.sourceToken]});else{if(this.atIndentedComment(t.start,e.indent)){const n=e.items[e.items.length-2];const r=n?.value?.end;if(Array.isArray(r)){arrayPushArray(r,t.start);r.push(this.sourceToken);e.items.pop();return}}t.start.push(this.sourceToken)}return;case"anchor":case"tag":if(t.value||this.indent<=e.indent)break;t.start.push(this.sourceToken);return;case"seq-item-ind":if(this.indent!==e.indent)break;if(t.value||includesToken(t.start,"seq-item-ind"))e.items.push({start:[this.sourceToken]});else t.start.push(this.sourceToken);return}if(this.indent>e.indent){const t=this.startBlockValue(e);if(t){this.stack.push(t);return}}yield*this.pop();yield*this.step()}*flowCollection(e){const t=e.items[e.items.length-1];if(this.type==="flow-error-end"){let e;do{yield*this.pop();e=this.peek(1)}while(e?.type==="flow-collection")}else if(e.end.length===0){switch(this.type){case"comma":case"explicit-key-ind":if(!t||t.sep)e.items.push({start:[this.sourceToken]});else t.start.push(this.sourceToken);return;case"map-value-ind":if(!t||t.value)e.items.push({start:[],key:null,sep:[this.sourceToken]});else if(t.sep)t.sep.push(this.sourceToken);else Object.assign(t,{key:null,sep:[this.sourceToken]});return;case"space":case"comment":case"newline":case"anchor":case"tag":if(!t||t.value)e.items.push({start:[this.sourceToken]});else if(t.sep)t.sep.push(this.sourceToken);else t.start.push(this.sourceToken);return;case"alias":case"scalar":case"single-quoted-scalar":case"double-quoted-scalar":{const n=this.flowScalar(this.type);if(!t||t.value)e.items.push({start:[],key:n,sep:[]});else if(t.sep)this.stack.push(n);else Object.assign(t,{key:n,sep:[]});return}case"flow-map-end":case"flow-seq-end":e.end.push(this.sourceToken);return}const n=this.startBlockValue(e);if(n)this.stack.push(n);else{yield*this.pop();yield*this.step()}}else{const t=this.peek(2);if(t.type==="block-map"&&(this.type==="map-value-ind"&&t.indent===e.indent||this.type==="newline"&&!t.items[t.items.length-1].sep)){yield*this.pop();yield*this.step()}else if(this.type==="map-value-ind"&&t.type!=="flow-collection"){const n=getPrevProps(t);const r=getFirstKeyStartProps(n);fixFlowSeqItems(e);const s=e.end.splice(1,e.end.length);s.push(this.sourceToken);const i={type:"block-map",offset:e.offset,indent:e.indent,items:[{start:r,key:e,sep:s}]};this.onKeyLine=true;this.stack[this.stack.length-1]=i}else{yield*this.lineEnd(e)}}}flowScalar(e){if(this.onNewLine){let e=this.source.indexOf("\n")+1;while(e!==0){this.onNewLine(this.offset+e);e=this.source.indexOf("\n",e)+1}}return{type:e,offset:this.offset,indent:this.indent,source:this.source}}startBlockValue(e){switch(this.type){case"alias":case"scalar":case"single-quoted-scalar":case"double-quoted-scalar":return this.flowScalar(this.type);case"block-scalar-header":return{type:"block-scalar",offset:this.offset,indent:this.indent,props:[this.sourceToken],source:""};case"flow-map-start":case"flow-seq-start":return{type:"flow-collection",offset:this.offset,indent:this.indent,start:this.sourceToken,items:[],end:[]};case"seq-item-ind":return{type:"block-seq",offset:this.offset,indent:this.indent,items:[{start:[this.sourceToken]}]};case"explicit-key-ind":{this.onKeyLine=true;const t=getPrevProps(e);const n=getFirstKeyStartProps(t);n.push(this.sourceToken);return{type:"block-map",offset:this.offset,indent:this.indent,items:[{start:n,explicitKey:true}]}}case"map-value-ind":{this.onKeyLine=true;const t=getPrevProps(e);const n=getFirstKeyStartProps(t);return{type:"block-map",offset:this.offset,indent:this.indent,items:[{start:n,key:null,sep:[this.sourceToken]}]}}}return null}atIndentedComment(e,t){if(this.type!=="comment")return false;if(this.indent<=t)return false;return e.every(e=>e.type==="newline"||e.type==="space")}*documentEnd(e){if(this.type!=="doc-mode"){if(e.end)e.end.push(this.sourceToken);else e.end=[this.sourceToken];if(this.type==="newline")yield*this.pop()}}*lineEnd(e){switch(this.type){case"comma":case"doc-start":case"doc-end":case"flow-seq-end":case"flow-map-end":case"map-value-ind":yield*this.pop();yield*this.step();break;case"newline":this.onKeyLine=false;case"space":case"comment":default:if(e.end)e.end.push(this.sourceToken);else e.end=[this.sourceToken];if(this.type==="newline")yield*this.pop()}}}t.Parser=Parser},4047:(e,t,n)=>{var r=n(9984);var s=n(3021);var i=n(1464);var o=n(7249);var a=n(1127);var c=n(6628);var l=n(3456);function parseOptions(e){const t=e.prettyErrors!==false;const n=e.lineCounter||t&&new c.LineCounter||null;return{lineCounter:n,prettyErrors:t}}function parseAllDocuments(e,t={}){const{lineCounter:n,prettyErrors:s}=parseOptions(t);const o=new l.Parser(n?.addNewLine);const a=new r.Composer(t);const c=Array.from(a.compose(o.parse(e)));if(s&&n)for(const t of c){t.errors.forEach(i.prettifyError(e,n));t.warnings.forEach(i.prettifyError(e,n))}if(c.length>0)return c;return Object.assign([],{empty:true},a.streamInfo())}function parseDocument(e,t={}){const{lineCounter:n,prettyErrors:s}=parseOptions(t);const o=new l.Parser(n?.addNewLine);const a=new r.Composer(t);let c=null;for(const t of a.compose(o.parse(e),true,e.length)){if(!c)c=t;else if(c.options.logLevel!=="silent"){c.errors.push(new i.YAMLParseError(t.range.slice(0,2),"MULTIPLE_DOCS","Source contains multiple documents; please use YAML.parseAllDocuments()"));break}}if(s&&n){c.errors.forEach(i.prettifyError(e,n));c.warnings.forEach(i.prettifyError(e,n))}return c}function parse(e,t,n){let r=undefined;if(typeof t==="function"){r=t}else if(n===undefined&&t&&typeof t==="object"){n=t}const s=parseDocument(e,n);if(!s)return null;s.warnings.forEach(e=>o.warn(s.options.logLevel,e));if(s.errors.length>0){if(s.options.logLevel!=="silent")throw s.errors[0];else s.errors=[]}return s.toJS(Object.assign({reviver:r},n))}function stringify(e,t,n){let r=null;if(typeof t==="function"||Array.isArray(t)){r=t}else if(n===undefined&&t){n=t}if(typeof n==="string")n=n.length;if(typeof n==="number"){const e=Math.round(n);n=e<1?undefined:e>8?{indent:8}:{indent:e}}if(e===undefined){const{keepUndefined:e}=n??t??{};if(!e)return undefined}if(a.isDocument(e)&&!r)return e.toString(n);return new s.Document(e,r,n).toString(n)}t.parse=parse;t.parseAllDocuments=parseAllDocuments;t.parseDocument=parseDocument;t.stringify=stringify},5840:(e,t,n)=>{var r=n(1127);var s=n(7451);var i=n(1706);var o=n(6464);var a=n(18);const sortMapEntriesByKey=(e,t)=>e.key<t.key?-1:e.key>t.key?1:0;class Schema{constructor({compat:e,customTags:t,merge:n,resolveKnownTags:c,schema:l,sortMapEntries:u,toStringDefaults:f}){this.compat=Array.isArray(e)?a.getTags(e,"compat"):e?a.getTags(null,e):null;this.name=typeof l==="string"&&l||"core";this.knownTags=c?a.coreKnownTags:{};this.tags=a.getTags(t,this.name,n);this.toStringOptions=f??null;Object.defineProperty(this,r.MAP,{value:s.map});Object.defineProperty(this,r.SCALAR,{value:o.string});Object.defineProperty(this,r.SEQ,{value:i.seq});this.sortMapEntries=typeof u==="function"?u:u===true?sortMapEntriesByKey:null}clone(){const e=Object.create(Schema.prototype,Object.getOwnPropertyDescriptors(this));e.tags=this.tags.slice();return e}}t.Schema=Schema},7451:(e,t,n)=>{var r=n(1127);var s=n(4454);const i={collection:"map",default:true,nodeClass:s.YAMLMap,tag:"tag:yaml.org,2002:map",resolve(e,t){if(!r.isMap(e))t("Expected a mapping for this tag");return e},createNode:(e,t,n)=>s.YAMLMap.from(e,t,n)};t.map=i},3632:(e,t,n)=>{var r=n(3301);const s={identify:e=>e==null,createNode:()=>new r.Scalar(null),default:true,tag:"tag:yaml.org,2002:null",test:/^(?:~|[Nn]ull|NULL)?$/,resolve:()=>new r.Scalar(null),stringify:({source:e},t)=>typeof e==="string"&&s.test.test(e)?e:t.options.nullStr};t.nullTag=s},1706:(e,t,n)=>{var r=n(1127);var s=n(2223);const i={collection:"seq",default:true,nodeClass:s.YAMLSeq,tag:"tag:yaml.org,2002:seq",resolve(e,t){if(!r.isSeq(e))t("Expected a sequence for this tag");return e},createNode:(e,t,n)=>s.YAMLSeq.from(e,t,n)};t.seq=i},6464:(e,t,n)=>{var r=n(3069);const s={identify:e=>typeof e==="string",default:true,tag:"tag:yaml.org,2002:str",resolve:e=>e,stringify(e,t,n,s){t=Object.assign({actualString:true},t);return r.stringifyString(e,t,n,s)}};t.string=s},3959:(e,t,n)=>{var r=n(3301);const s={identify:e=>typeof e==="boolean",default:true,tag:"tag:yaml.org,2002:bool",test:/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,resolve:e=>new r.Scalar(e[0]==="t"||e[0]==="T"),stringify({source:e,value:t},n){if(e&&s.test.test(e)){const n=e[0]==="t"||e[0]==="T";if(t===n)return e}return t?n.options.trueStr:n.options.falseStr}};t.boolTag=s},8405:(e,t,n)=>{var r=n(3301);var s=n(8689);const i={identify:e=>typeof e==="number",default:true,tag:"tag:yaml.org,2002:float",test:/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,resolve:e=>e.slice(-3).toLowerCase()==="nan"?NaN:e[0]==="-"?Number.NEGATIVE_INFINITY:Number.POSITIVE_INFINITY,stringify:s.stringifyNumber};const o={identify:e=>typeof e==="number",default:true,tag:"tag:yaml.org,2002:float",format:"EXP",test:/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,resolve:e=>parseFloat(e),stringify(e){const t=Number(e.value);return isFinite(t)?t.toExponential():s.stringifyNumber(e)}};const a={identify:e=>typeof e==="number",default:true,tag:"tag:yaml.org,2002:float",test:/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,resolve(e){const t=new r.Scalar(parseFloat(e));const n=e.indexOf(".");if(n!==-1&&e[e.length-1]==="0")t.minFractionDigits=e.length-n-1;return t},stringify:s.stringifyNumber};t.float=a;t.floatExp=o;t.floatNaN=i},9874:(e,t,n)=>{var r=n(8689);const intIdentify=e=>typeof e==="bigint"||Number.isInteger(e);const intResolve=(e,t,n,{intAsBigInt:r})=>r?BigInt(e):parseInt(e.substring(t),n);function intStringify(e,t,n){const{value:s}=e;if(intIdentify(s)&&s>=0)return n+s.toString(t);return r.stringifyNumber(e)}const s={identify:e=>intIdentify(e)&&e>=0,default:true,tag:"tag:yaml.org,2002:int",format:"OCT",test:/^0o[0-7]+$/,resolve:(e,t,n)=>intResolve(e,2,8,n),stringify:e=>intStringify(e,8,"0o")};const i={identify:intIdentify,default:true,tag:"tag:yaml.org,2002:int",test:/^[-+]?[0-9]+$/,resolve:(e,t,n)=>intResolve(e,0,10,n),stringify:r.stringifyNumber};const o={identify:e=>intIdentify(e)&&e>=0,default:true,tag:"tag:yaml.org,2002:int",format:"HEX",test:/^0x[0-9a-fA-F]+$/,resolve:(e,t,n)=>intResolve(e,2,16,n),stringify:e=>intStringify(e,16,"0x")};t.int=i;t.intHex=o;t.intOct=s},896:(e,t,n)=>{var r=n(7451);var s=n(3632);var i=n(1706);var o=n(6464);var a=n(3959);var c=n(8405);var l=n(9874);const u=[r.map,i.seq,o.string,s.nullTag,a.boolTag,l.intOct,l.int,l.intHex,c.floatNaN,c.floatExp,c.float];t.schema=u},3559:(e,t,n)=>{var r=n(3301);var s=n(7451);var i=n(1706);function intIdentify(e){return typeof e==="bigint"||Number.isInteger(e)}const stringifyJSON=({value:e})=>JSON.stringify(e);const o=[{identify:e=>typeof e==="string",default:true,tag:"tag:yaml.org,2002:str",resolve:e=>e,stringify:stringifyJSON},{identify:e=>e==null,createNode:()=>new r.Scalar(null),default:true,tag:"tag:yaml.org,2002:null",test:/^null$/,resolve:()=>null,stringify:stringifyJSON},{identify:e=>typeof e==="boolean",default:true,tag:"tag:yaml.org,2002:bool",test:/^true$|^false$/,resolve:e=>e==="true",stringify:stringifyJSON},{identify:intIdentify,default:true,tag:"tag:yaml.org,2002:int",test:/^-?(?:0|[1-9][0-9]*)$/,resolve:(e,t,{intAsBigInt:n})=>n?BigInt(e):parseInt(e,10),stringify:({value:e})=>intIdentify(e)?e.toString():JSON.stringify(e)},{identify:e=>typeof e==="number",default:true,tag:"tag:yaml.org,2002:float",test:/^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,resolve:e=>parseFloat(e),stringify:stringifyJSON}];const a={default:true,tag:"",test:/^/,resolve(e,t){t(`Unresolved plain scalar ${JSON.stringify(e)}`);return e}};const c=[s.map,i.seq].concat(o,a);t.schema=c},18:(e,t,n)=>{var r=n(7451);var s=n(3632);var i=n(1706);var o=n(6464);var a=n(3959);var c=n(8405);var l=n(9874);var u=n(896);var f=n(3559);var d=n(6083);var h=n(452);var p=n(303);var m=n(8385);var g=n(5913);var v=n(1528);var y=n(6752);const b=new Map([["core",u.schema],["failsafe",[r.map,i.seq,o.string]],["json",f.schema],["yaml11",g.schema],["yaml-1.1",g.schema]]);const k={binary:d.binary,bool:a.boolTag,float:c.float,floatExp:c.floatExp,floatNaN:c.floatNaN,floatTime:y.floatTime,int:l.int,intHex:l.intHex,intOct:l.intOct,intTime:y.intTime,map:r.map,merge:h.merge,null:s.nullTag,omap:p.omap,pairs:m.pairs,seq:i.seq,set:v.set,timestamp:y.timestamp};const S={"tag:yaml.org,2002:binary":d.binary,"tag:yaml.org,2002:merge":h.merge,"tag:yaml.org,2002:omap":p.omap,"tag:yaml.org,2002:pairs":m.pairs,"tag:yaml.org,2002:set":v.set,"tag:yaml.org,2002:timestamp":y.timestamp};function getTags(e,t,n){const r=b.get(t);if(r&&!e){return n&&!r.includes(h.merge)?r.concat(h.merge):r.slice()}let s=r;if(!s){if(Array.isArray(e))s=[];else{const e=Array.from(b.keys()).filter(e=>e!=="yaml11").map(e=>JSON.stringify(e)).join(", ");throw new Error(`Unknown schema "${t}"; use one of ${e} or define customTags array`)}}if(Array.isArray(e)){for(const t of e)s=s.concat(t)}else if(typeof e==="function"){s=e(s.slice())}if(n)s=s.concat(h.merge);return s.reduce((e,t)=>{const n=typeof t==="string"?k[t]:t;if(!n){const e=JSON.stringify(t);const n=Object.keys(k).map(e=>JSON.stringify(e)).join(", ");throw new Error(`Unknown custom tag ${e}; use one of ${n}`)}if(!e.includes(n))e.push(n);return e},[])}t.coreKnownTags=S;t.getTags=getTags},6083:(e,t,n)=>{var r=n(181);var s=n(3301);var i=n(3069);const o={identify:e=>e instanceof Uint8Array,default:false,tag:"tag:yaml.org,2002:binary",resolve(e,t){if(typeof r.Buffer==="function"){return r.Buffer.from(e,"base64")}else if(typeof atob==="function"){const t=atob(e.replace(/[\n\r]/g,""));const n=new Uint8Array(t.length);for(let e=0;e<t.length;++e)n[e]=t.charCodeAt(e);return n}else{t("This environment does not support reading binary tags; either Buffer or atob is required");return e}},stringify({comment:e,type:t,value:n},o,a,c){if(!n)return"";const l=n;let u;if(typeof r.Buffer==="function"){u=l instanceof r.Buffer?l.toString("base64"):r.Buffer.from(l.buffer).toString("base64")}else if(typeof btoa==="function"){let e="";for(let t=0;t<l.length;++t)e+=String.fromCharCode(l[t]);u=btoa(e)}else{throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required")}t??(t=s.Scalar.BLOCK_LITERAL);if(t!==s.Scalar.QUOTE_DOUBLE){const e=Math.max(o.options.lineWidth-o.indent.length,o.options.minContentWidth);const n=Math.ceil(u.length/e);const r=new Array(n);for(let t=0,s=0;t<n;++t,s+=e){r[t]=u.substr(s,e)}u=r.join(t===s.Scalar.BLOCK_LITERAL?"\n":" ")}return i.stringifyString({comment:e,type:t,value:u},o,a,c)}};t.binary=o},8398:(e,t,n)=>{var r=n(3301);function boolStringify({value:e,source:t},n){const r=e?s:i;if(t&&r.test.test(t))return t;return e?n.options.trueStr:n.options.falseStr}const s={identify:e=>e===true,default:true,tag:"tag:yaml.org,2002:bool",test:/^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,resolve:()=>new r.Scalar(true),stringify:boolStringify};const i={identify:e=>e===false,default:true,tag:"tag:yaml.org,2002:bool",test:/^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,resolve:()=>new r.Scalar(false),stringify:boolStringify};t.falseTag=i;t.trueTag=s},5782:(e,t,n)=>{var r=n(3301);var s=n(8689);const i={identify:e=>typeof e==="number",default:true,tag:"tag:yaml.org,2002:float",test:/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,resolve:e=>e.slice(-3).toLowerCase()==="nan"?NaN:e[0]==="-"?Number.NEGATIVE_INFINITY:Number.POSITIVE_INFINITY,stringify:s.stringifyNumber};const o={identify:e=>typeof e==="number",default:true,tag:"tag:yaml.org,2002:float",format:"EXP",test:/^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,resolve:e=>parseFloat(e.replace(/_/g,"")),stringify(e){const t=Number(e.value);return isFinite(t)?t.toExponential():s.stringifyNumber(e)}};const a={identify:e=>typeof e==="number",default:true,tag:"tag:yaml.org,2002:float",test:/^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,resolve(e){const t=new r.Scalar(parseFloat(e.replace(/_/g,"")));const n=e.indexOf(".");if(n!==-1){const r=e.substring(n+1).replace(/_/g,"");if(r[r.length-1]==="0")t.minFractionDigits=r.length}return t},stringify:s.stringifyNumber};t.float=a;t.floatExp=o;t.floatNaN=i},873:(e,t,n)=>{var r=n(8689);const intIdentify=e=>typeof e==="bigint"||Number.isInteger(e);function intResolve(e,t,n,{intAsBigInt:r}){const s=e[0];if(s==="-"||s==="+")t+=1;e=e.substring(t).replace(/_/g,"");if(r){switch(n){case 2:e=`0b${e}`;break;case 8:e=`0o${e}`;break;case 16:e=`0x${e}`;break}const t=BigInt(e);return s==="-"?BigInt(-1)*t:t}const i=parseInt(e,n);return s==="-"?-1*i:i}function intStringify(e,t,n){const{value:s}=e;if(intIdentify(s)){const e=s.toString(t);return s<0?"-"+n+e.substr(1):n+e}return r.stringifyNumber(e)}const s={identify:intIdentify,default:true,tag:"tag:yaml.org,2002:int",format:"BIN",test:/^[-+]?0b[0-1_]+$/,resolve:(e,t,n)=>intResolve(e,2,2,n),stringify:e=>intStringify(e,2,"0b")};const i={identify:intIdentify,default:true,tag:"tag:yaml.org,2002:int",format:"OCT",test:/^[-+]?0[0-7_]+$/,resolve:(e,t,n)=>intResolve(e,1,8,n),stringify:e=>intStringify(e,8,"0")};const o={identify:intIdentify,default:true,tag:"tag:yaml.org,2002:int",test:/^[-+]?[0-9][0-9_]*$/,resolve:(e,t,n)=>intResolve(e,0,10,n),stringify:r.stringifyNumber};const a={identify:intIdentify,default:true,tag:"tag:yaml.org,2002:int",format:"HEX",test:/^[-+]?0x[0-9a-fA-F_]+$/,resolve:(e,t,n)=>intResolve(e,2,16,n),stringify:e=>intStringify(e,16,"0x")};t.int=o;t.intBin=s;t.intHex=a;t.intOct=i},452:(e,t,n)=>{var r=n(1127);var s=n(3301);const i="<<";const o={identify:e=>e===i||typeof e==="symbol"&&e.description===i,default:"key",tag:"tag:yaml.org,2002:merge",test:/^<<$/,resolve:()=>Object.assign(new s.Scalar(Symbol(i)),{addToJSMap:addMergeToJSMap}),stringify:()=>i};const isMergeKey=(e,t)=>(o.identify(t)||r.isScalar(t)&&(!t.type||t.type===s.Scalar.PLAIN)&&o.identify(t.value))&&e?.doc.schema.tags.some(e=>e.tag===o.tag&&e.default);function addMergeToJSMap(e,t,n){const s=resolveAliasValue(e,n);if(r.isSeq(s))for(const n of s.items)mergeValue(e,t,n);else if(Array.isArray(s))for(const n of s)mergeValue(e,t,n);else mergeValue(e,t,s)}function mergeValue(e,t,n){const s=resolveAliasValue(e,n);if(!r.isMap(s))throw new Error("Merge sources must be maps or map aliases");const i=s.toJSON(null,e,Map);for(const[e,n]of i){if(t instanceof Map){if(!t.has(e))t.set(e,n)}else if(t instanceof Set){t.add(e)}else if(!Object.prototype.hasOwnProperty.call(t,e)){Object.defineProperty(t,e,{value:n,writable:true,enumerable:true,configurable:true})}}return t}function resolveAliasValue(e,t){return e&&r.isAlias(t)?t.resolve(e.doc,e):t}t.addMergeToJSMap=addMergeToJSMap;t.isMergeKey=isMergeKey;t.merge=o},303:(e,t,n)=>{var r=n(1127);var s=n(4043);var i=n(4454);var o=n(2223);var a=n(8385);class YAMLOMap extends o.YAMLSeq{constructor(){super();this.add=i.YAMLMap.prototype.add.bind(this);this.delete=i.YAMLMap.prototype.delete.bind(this);this.get=i.YAMLMap.prototype.get.bind(this);this.has=i.YAMLMap.prototype.has.bind(this);this.set=i.YAMLMap.prototype.set.bind(this);this.tag=YAMLOMap.tag}toJSON(e,t){if(!t)return super.toJSON(e);const n=new Map;if(t?.onCreate)t.onCreate(n);for(const e of this.items){let i,o;if(r.isPair(e)){i=s.toJS(e.key,"",t);o=s.toJS(e.value,i,t)}else{i=s.toJS(e,"",t)}if(n.has(i))throw new Error("Ordered maps must not include duplicate keys");n.set(i,o)}return n}static from(e,t,n){const r=a.createPairs(e,t,n);const s=new this;s.items=r.items;return s}}YAMLOMap.tag="tag:yaml.org,2002:omap";const c={collection:"seq",identify:e=>e instanceof Map,nodeClass:YAMLOMap,default:false,tag:"tag:yaml.org,2002:omap",resolve(e,t){const n=a.resolvePairs(e,t);const s=[];for(const{key:e}of n.items){if(r.isScalar(e)){if(s.includes(e.value)){t(`Ordered maps must not include duplicate keys: ${e.value}`)}else{s.push(e.value)}}}return Object.assign(new YAMLOMap,n)},createNode:(e,t,n)=>YAMLOMap.from(e,t,n)};t.YAMLOMap=YAMLOMap;t.omap=c},8385:(e,t,n)=>{var r=n(1127);var s=n(7165);var i=n(3301);var o=n(2223);function resolvePairs(e,t){if(r.isSeq(e)){for(let n=0;n<e.items.length;++n){let o=e.items[n];if(r.isPair(o))continue;else if(r.isMap(o)){if(o.items.length>1)t("Each pair must have its own sequence indicator");const e=o.items[0]||new s.Pair(new i.Scalar(null));if(o.commentBefore)e.key.commentBefore=e.key.commentBefore?`${o.commentBefore}\n${e.key.commentBefore}`:o.commentBefore;if(o.comment){const t=e.value??e.key;t.comment=t.comment?`${o.comment}\n${t.comment}`:o.comment}o=e}e.items[n]=r.isPair(o)?o:new s.Pair(o)}}else t("Expected a sequence for this tag");return e}function createPairs(e,t,n){const{replacer:r}=n;const i=new o.YAMLSeq(e);i.tag="tag:yaml.org,2002:pairs";let a=0;if(t&&Symbol.iterator in Object(t))for(let e of t){if(typeof r==="function")e=r.call(t,String(a++),e);let o,c;if(Array.isArray(e)){if(e.length===2){o=e[0];c=e[1]}else throw new TypeError(`Expected [key, value] tuple: ${e}`)}else if(e&&e instanceof Object){const t=Object.keys(e);if(t.length===1){o=t[0];c=e[o]}else{throw new TypeError(`Expected tuple with one key, not ${t.length} keys`)}}else{o=e}i.items.push(s.createPair(o,c,n))}return i}const a={collection:"seq",default:false,tag:"tag:yaml.org,2002:pairs",resolve:resolvePairs,createNode:createPairs};t.createPairs=createPairs;t.pairs=a;t.resolvePairs=resolvePairs},5913:(e,t,n)=>{var r=n(7451);var s=n(3632);var i=n(1706);var o=n(6464);var a=n(6083);var c=n(8398);var l=n(5782);var u=n(873);var f=n(452);var d=n(303);var h=n(8385);var p=n(1528);var m=n(6752);const g=[r.map,i.seq,o.string,s.nullTag,c.trueTag,c.falseTag,u.intBin,u.intOct,u.int,u.intHex,l.floatNaN,l.floatExp,l.float,a.binary,f.merge,d.omap,h.pairs,p.set,m.intTime,m.floatTime,m.timestamp];t.schema=g},1528:(e,t,n)=>{var r=n(1127);var s=n(7165);var i=n(4454);class YAMLSet extends i.YAMLMap{constructor(e){super(e);this.tag=YAMLSet.tag}add(e){let t;if(r.isPair(e))t=e;else if(e&&typeof e==="object"&&"key"in e&&"value"in e&&e.value===null)t=new s.Pair(e.key,null);else t=new s.Pair(e,null);const n=i.findPair(this.items,t.key);if(!n)this.items.push(t)}get(e,t){const n=i.findPair(this.items,e);return!t&&r.isPair(n)?r.isScalar(n.key)?n.key.value:n.key:n}set(e,t){if(typeof t!=="boolean")throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof t}`);const n=i.findPair(this.items,e);if(n&&!t){this.items.splice(this.items.indexOf(n),1)}else if(!n&&t){this.items.push(new s.Pair(e))}}toJSON(e,t){return super.toJSON(e,t,Set)}toString(e,t,n){if(!e)return JSON.stringify(this);if(this.hasAllNullValues(true))return super.toString(Object.assign({},e,{allNullValues:true}),t,n);else throw new Error("Set items must all have null values")}static from(e,t,n){const{replacer:r}=n;const i=new this(e);if(t&&Symbol.iterator in Object(t))for(let e of t){if(typeof r==="function")e=r.call(t,e,e);i.items.push(s.createPair(e,null,n))}return i}}YAMLSet.tag="tag:yaml.org,2002:set";const o={collection:"map",identify:e=>e instanceof Set,nodeClass:YAMLSet,default:false,tag:"tag:yaml.org,2002:set",createNode:(e,t,n)=>YAMLSet.from(e,t,n),resolve(e,t){if(r.isMap(e)){if(e.hasAllNullValues(true))return Object.assign(new YAMLSet,e);else t("Set items must all have null values")}else t("Expected a mapping for this tag");return e}};t.YAMLSet=YAMLSet;t.set=o},6752:(e,t,n)=>{var r=n(8689);function parseSexagesimal(e,t){const n=e[0];const r=n==="-"||n==="+"?e.substring(1):e;const num=e=>t?BigInt(e):Number(e);const s=r.replace(/_/g,"").split(":").reduce((e,t)=>e*num(60)+num(t),num(0));return n==="-"?num(-1)*s:s}function stringifySexagesimal(e){let{value:t}=e;let num=e=>e;if(typeof t==="bigint")num=e=>BigInt(e);else if(isNaN(t)||!isFinite(t))return r.stringifyNumber(e);let n="";if(t<0){n="-";t*=num(-1)}const s=num(60);const i=[t%s];if(t<60){i.unshift(0)}else{t=(t-i[0])/s;i.unshift(t%s);if(t>=60){t=(t-i[0])/s;i.unshift(t)}}return n+i.map(e=>String(e).padStart(2,"0")).join(":").replace(/000000\d*$/,"")}const s={identify:e=>typeof e==="bigint"||Number.isInteger(e),default:true,tag:"tag:yaml.org,2002:int",format:"TIME",test:/^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,resolve:(e,t,{intAsBigInt:n})=>parseSexagesimal(e,n),stringify:stringifySexagesimal};const i={identify:e=>typeof e==="number",default:true,tag:"tag:yaml.org,2002:float",format:"TIME",test:/^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,resolve:e=>parseSexagesimal(e,false),stringify:stringifySexagesimal};const o={identify:e=>e instanceof Date,default:true,tag:"tag:yaml.org,2002:timestamp",test:RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})"+"(?:"+"(?:t|T|[ \\t]+)"+"([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)"+"(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?"+")?$"),resolve(e){const t=e.match(o.test);if(!t)throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");const[,n,r,s,i,a,c]=t.map(Number);const l=t[7]?Number((t[7]+"00").substr(1,3)):0;let u=Date.UTC(n,r-1,s,i||0,a||0,c||0,l);const f=t[8];if(f&&f!=="Z"){let e=parseSexagesimal(f,false);if(Math.abs(e)<30)e*=60;u-=6e4*e}return new Date(u)},stringify:({value:e})=>e?.toISOString().replace(/(T00:00:00)?\.000Z$/,"")??""};t.floatTime=i;t.intTime=s;t.timestamp=o},4475:(e,t)=>{const n="flow";const r="block";const s="quoted";function foldFlowLines(e,t,n="flow",{indentAtStart:i,lineWidth:o=80,minContentWidth:a=20,onFold:c,onOverflow:l}={}){if(!o||o<0)return e;if(o<a)a=0;const u=Math.max(1+a,1+o-t.length);if(e.length<=u)return e;const f=[];const d={};let h=o-t.length;if(typeof i==="number"){if(i>o-Math.max(2,a))f.push(0);else h=o-i}let p=undefined;let m=undefined;let g=false;let v=-1;let y=-1;let b=-1;if(n===r){v=consumeMoreIndentedLines(e,v,t.length);if(v!==-1)h=v+u}for(let i;i=e[v+=1];){if(n===s&&i==="\\"){y=v;switch(e[v+1]){case"x":v+=3;break;case"u":v+=5;break;case"U":v+=9;break;default:v+=1}b=v}if(i==="\n"){if(n===r)v=consumeMoreIndentedLines(e,v,t.length);h=v+t.length+u;p=undefined}else{if(i===" "&&m&&m!==" "&&m!=="\n"&&m!=="\t"){const t=e[v+1];if(t&&t!==" "&&t!=="\n"&&t!=="\t")p=v}if(v>=h){if(p){f.push(p);h=p+u;p=undefined}else if(n===s){while(m===" "||m==="\t"){m=i;i=e[v+=1];g=true}const t=v>b+1?v-2:y-1;if(d[t])return e;f.push(t);d[t]=true;h=t+u;p=undefined}else{g=true}}}m=i}if(g&&l)l();if(f.length===0)return e;if(c)c();let k=e.slice(0,f[0]);for(let r=0;r<f.length;++r){const i=f[r];const o=f[r+1]||e.length;if(i===0)k=`\n${t}${e.slice(0,o)}`;else{if(n===s&&d[i])k+=`${e[i]}\\`;k+=`\n${t}${e.slice(i+1,o)}`}}return k}function consumeMoreIndentedLines(e,t,n){let r=t;let s=t+1;let i=e[s];while(i===" "||i==="\t"){if(t<s+n){i=e[++t]}else{do{i=e[++t]}while(i&&i!=="\n");r=t;s=t+1;i=e[s]}}return r}t.FOLD_BLOCK=r;t.FOLD_FLOW=n;t.FOLD_QUOTED=s;t.foldFlowLines=foldFlowLines},2148:(e,t,n)=>{var r=n(1596);var s=n(1127);var i=n(9799);var o=n(3069);function createStringifyContext(e,t){const n=Object.assign({blockQuote:true,commentString:i.stringifyComment,defaultKeyType:null,defaultStringType:"PLAIN",directives:null,doubleQuotedAsJSON:false,doubleQuotedMinMultiLineLength:40,falseStr:"false",flowCollectionPadding:true,indentSeq:true,lineWidth:80,minContentWidth:20,nullStr:"null",simpleKeys:false,singleQuote:null,trailingComma:false,trueStr:"true",verifyAliasOrder:true},e.schema.toStringOptions,t);let r;switch(n.collectionStyle){case"block":r=false;break;case"flow":r=true;break;default:r=null}return{anchors:new Set,doc:e,flowCollectionPadding:n.flowCollectionPadding?" ":"",indent:"",indentStep:typeof n.indent==="number"?" ".repeat(n.indent):"  ",inFlow:r,options:n}}function getTagObject(e,t){if(t.tag){const n=e.filter(e=>e.tag===t.tag);if(n.length>0)return n.find(e=>e.format===t.format)??n[0]}let n=undefined;let r;if(s.isScalar(t)){r=t.value;let s=e.filter(e=>e.identify?.(r));if(s.length>1){const e=s.filter(e=>e.test);if(e.length>0)s=e}n=s.find(e=>e.format===t.format)??s.find(e=>!e.format)}else{r=t;n=e.find(e=>e.nodeClass&&r instanceof e.nodeClass)}if(!n){const e=r?.constructor?.name??(r===null?"null":typeof r);throw new Error(`Tag not resolved for ${e} value`)}return n}function stringifyProps(e,t,{anchors:n,doc:i}){if(!i.directives)return"";const o=[];const a=(s.isScalar(e)||s.isCollection(e))&&e.anchor;if(a&&r.anchorIsValid(a)){n.add(a);o.push(`&${a}`)}const c=e.tag??(t.default?null:t.tag);if(c)o.push(i.directives.tagString(c));return o.join(" ")}function stringify(e,t,n,r){if(s.isPair(e))return e.toString(t,n,r);if(s.isAlias(e)){if(t.doc.directives)return e.toString(t);if(t.resolvedAliases?.has(e)){throw new TypeError(`Cannot stringify circular structure without alias nodes`)}else{if(t.resolvedAliases)t.resolvedAliases.add(e);else t.resolvedAliases=new Set([e]);e=e.resolve(t.doc)}}let i=undefined;const a=s.isNode(e)?e:t.doc.createNode(e,{onTagObj:e=>i=e});i??(i=getTagObject(t.doc.schema.tags,a));const c=stringifyProps(a,i,t);if(c.length>0)t.indentAtStart=(t.indentAtStart??0)+c.length+1;const l=typeof i.stringify==="function"?i.stringify(a,t,n,r):s.isScalar(a)?o.stringifyString(a,t,n,r):a.toString(t,n,r);if(!c)return l;return s.isScalar(a)||l[0]==="{"||l[0]==="["?`${c} ${l}`:`${c}\n${t.indent}${l}`}t.createStringifyContext=createStringifyContext;t.stringify=stringify},1212:(e,t,n)=>{var r=n(1127);var s=n(2148);var i=n(9799);function stringifyCollection(e,t,n){const r=t.inFlow??e.flow;const s=r?stringifyFlowCollection:stringifyBlockCollection;return s(e,t,n)}function stringifyBlockCollection({comment:e,items:t},n,{blockItemPrefix:o,flowChars:a,itemIndent:c,onChompKeep:l,onComment:u}){const{indent:f,options:{commentString:d}}=n;const h=Object.assign({},n,{indent:c,type:null});let p=false;const m=[];for(let e=0;e<t.length;++e){const a=t[e];let l=null;if(r.isNode(a)){if(!p&&a.spaceBefore)m.push("");addCommentBefore(n,m,a.commentBefore,p);if(a.comment)l=a.comment}else if(r.isPair(a)){const e=r.isNode(a.key)?a.key:null;if(e){if(!p&&e.spaceBefore)m.push("");addCommentBefore(n,m,e.commentBefore,p)}}p=false;let u=s.stringify(a,h,()=>l=null,()=>p=true);if(l)u+=i.lineComment(u,c,d(l));if(p&&l)p=false;m.push(o+u)}let g;if(m.length===0){g=a.start+a.end}else{g=m[0];for(let e=1;e<m.length;++e){const t=m[e];g+=t?`\n${f}${t}`:"\n"}}if(e){g+="\n"+i.indentComment(d(e),f);if(u)u()}else if(p&&l)l();return g}function stringifyFlowCollection({items:e},t,{flowChars:n,itemIndent:o}){const{indent:a,indentStep:c,flowCollectionPadding:l,options:{commentString:u}}=t;o+=c;const f=Object.assign({},t,{indent:o,inFlow:true,type:null});let d=false;let h=0;const p=[];for(let n=0;n<e.length;++n){const a=e[n];let c=null;if(r.isNode(a)){if(a.spaceBefore)p.push("");addCommentBefore(t,p,a.commentBefore,false);if(a.comment)c=a.comment}else if(r.isPair(a)){const e=r.isNode(a.key)?a.key:null;if(e){if(e.spaceBefore)p.push("");addCommentBefore(t,p,e.commentBefore,false);if(e.comment)d=true}const n=r.isNode(a.value)?a.value:null;if(n){if(n.comment)c=n.comment;if(n.commentBefore)d=true}else if(a.value==null&&e?.comment){c=e.comment}}if(c)d=true;let l=s.stringify(a,f,()=>c=null);d||(d=p.length>h||l.includes("\n"));if(n<e.length-1){l+=","}else if(t.options.trailingComma){if(t.options.lineWidth>0){d||(d=p.reduce((e,t)=>e+t.length+2,2)+(l.length+2)>t.options.lineWidth)}if(d){l+=","}}if(c)l+=i.lineComment(l,o,u(c));p.push(l);h=p.length}const{start:m,end:g}=n;if(p.length===0){return m+g}else{if(!d){const e=p.reduce((e,t)=>e+t.length+2,2);d=t.options.lineWidth>0&&e>t.options.lineWidth}if(d){let e=m;for(const t of p)e+=t?`\n${c}${a}${t}`:"\n";return`${e}\n${a}${g}`}else{return`${m}${l}${p.join(" ")}${l}${g}`}}}function addCommentBefore({indent:e,options:{commentString:t}},n,r,s){if(r&&s)r=r.replace(/^\n+/,"");if(r){const s=i.indentComment(t(r),e);n.push(s.trimStart())}}t.stringifyCollection=stringifyCollection},9799:(e,t)=>{const stringifyComment=e=>e.replace(/^(?!$)(?: $)?/gm,"#");function indentComment(e,t){if(/^\n+$/.test(e))return e.substring(1);return t?e.replace(/^(?! *$)/gm,t):e}const lineComment=(e,t,n)=>e.endsWith("\n")?indentComment(n,t):n.includes("\n")?"\n"+indentComment(n,t):(e.endsWith(" ")?"":" ")+n;t.indentComment=indentComment;t.lineComment=lineComment;t.stringifyComment=stringifyComment},6829:(e,t,n)=>{var r=n(1127);var s=n(2148);var i=n(9799);function stringifyDocument(e,t){const n=[];let o=t.directives===true;if(t.directives!==false&&e.directives){const t=e.directives.toString(e);if(t){n.push(t);o=true}else if(e.directives.docStart)o=true}if(o)n.push("---");const a=s.createStringifyContext(e,t);const{commentString:c}=a.options;if(e.commentBefore){if(n.length!==1)n.unshift("");const t=c(e.commentBefore);n.unshift(i.indentComment(t,""))}let l=false;let u=null;if(e.contents){if(r.isNode(e.contents)){if(e.contents.spaceBefore&&o)n.push("");if(e.contents.commentBefore){const t=c(e.contents.commentBefore);n.push(i.indentComment(t,""))}a.forceBlockIndent=!!e.comment;u=e.contents.comment}const t=u?undefined:()=>l=true;let f=s.stringify(e.contents,a,()=>u=null,t);if(u)f+=i.lineComment(f,"",c(u));if((f[0]==="|"||f[0]===">")&&n[n.length-1]==="---"){n[n.length-1]=`--- ${f}`}else n.push(f)}else{n.push(s.stringify(e.contents,a))}if(e.directives?.docEnd){if(e.comment){const t=c(e.comment);if(t.includes("\n")){n.push("...");n.push(i.indentComment(t,""))}else{n.push(`... ${t}`)}}else{n.push("...")}}else{let t=e.comment;if(t&&l)t=t.replace(/^\n+/,"");if(t){if((!l||u)&&n[n.length-1]!=="")n.push("");n.push(i.indentComment(c(t),""))}}return n.join("\n")+"\n"}t.stringifyDocument=stringifyDocument},8689:(e,t)=>{function stringifyNumber({format:e,minFractionDigits:t,tag:n,value:r}){if(typeof r==="bigint")return String(r);const s=typeof r==="number"?r:Number(r);if(!isFinite(s))return isNaN(s)?".nan":s<0?"-.inf":".inf";let i=Object.is(r,-0)?"-0":JSON.stringify(r);if(!e&&t&&(!n||n==="tag:yaml.org,2002:float")&&/^-?\d/.test(i)&&!i.includes("e")){let e=i.indexOf(".");if(e<0){e=i.length;i+="."}let n=t-(i.length-e-1);while(n-- >0)i+="0"}return i}t.stringifyNumber=stringifyNumber},9748:(e,t,n)=>{var r=n(1127);var s=n(3301);var i=n(2148);var o=n(9799);function stringifyPair({key:e,value:t},n,a,c){const{allNullValues:l,doc:u,indent:f,indentStep:d,options:{commentString:h,indentSeq:p,simpleKeys:m}}=n;let g=r.isNode(e)&&e.comment||null;if(m){if(g){throw new Error("With simple keys, key nodes cannot have comments")}if(r.isCollection(e)||!r.isNode(e)&&typeof e==="object"){const e="With simple keys, collection cannot be used as a key value";throw new Error(e)}}let v=!m&&(!e||g&&t==null&&!n.inFlow||r.isCollection(e)||(r.isScalar(e)?e.type===s.Scalar.BLOCK_FOLDED||e.type===s.Scalar.BLOCK_LITERAL:typeof e==="object"));n=Object.assign({},n,{allNullValues:false,implicitKey:!v&&(m||!l),indent:f+d});let y=false;let b=false;let k=i.stringify(e,n,()=>y=true,()=>b=true);if(!v&&!n.inFlow&&k.length>1024){if(m)throw new Error("With simple keys, single line scalar must not span more than 1024 characters");v=true}if(n.inFlow){if(l||t==null){if(y&&a)a();return k===""?"?":v?`? ${k}`:k}}else if(l&&!m||t==null&&v){k=`? ${k}`;if(g&&!y){k+=o.lineComment(k,n.indent,h(g))}else if(b&&c)c();return k}if(y)g=null;if(v){if(g)k+=o.lineComment(k,n.indent,h(g));k=`? ${k}\n${f}:`}else{k=`${k}:`;if(g)k+=o.lineComment(k,n.indent,h(g))}let S,$,A;if(r.isNode(t)){S=!!t.spaceBefore;$=t.commentBefore;A=t.comment}else{S=false;$=null;A=null;if(t&&typeof t==="object")t=u.createNode(t)}n.implicitKey=false;if(!v&&!g&&r.isScalar(t))n.indentAtStart=k.length+1;b=false;if(!p&&d.length>=2&&!n.inFlow&&!v&&r.isSeq(t)&&!t.flow&&!t.tag&&!t.anchor){n.indent=n.indent.substring(2)}let E=false;const T=i.stringify(t,n,()=>E=true,()=>b=true);let x=" ";if(g||S||$){x=S?"\n":"";if($){const e=h($);x+=`\n${o.indentComment(e,n.indent)}`}if(T===""&&!n.inFlow){if(x==="\n"&&A)x="\n\n"}else{x+=`\n${n.indent}`}}else if(!v&&r.isCollection(t)){const e=T[0];const r=T.indexOf("\n");const s=r!==-1;const i=n.inFlow??t.flow??t.items.length===0;if(s||!i){let t=false;if(s&&(e==="&"||e==="!")){let n=T.indexOf(" ");if(e==="&"&&n!==-1&&n<r&&T[n+1]==="!"){n=T.indexOf(" ",n+1)}if(n===-1||r<n)t=true}if(!t)x=`\n${n.indent}`}}else if(T===""||T[0]==="\n"){x=""}k+=x+T;if(n.inFlow){if(E&&a)a()}else if(A&&!E){k+=o.lineComment(k,n.indent,h(A))}else if(b&&c){c()}return k}t.stringifyPair=stringifyPair},3069:(e,t,n)=>{var r=n(3301);var s=n(4475);const getFoldOptions=(e,t)=>({indentAtStart:t?e.indent.length:e.indentAtStart,lineWidth:e.options.lineWidth,minContentWidth:e.options.minContentWidth});const containsDocumentMarker=e=>/^(%|---|\.\.\.)/m.test(e);function lineLengthOverLimit(e,t,n){if(!t||t<0)return false;const r=t-n;const s=e.length;if(s<=r)return false;for(let t=0,n=0;t<s;++t){if(e[t]==="\n"){if(t-n>r)return true;n=t+1;if(s-n<=r)return false}}return true}function doubleQuotedString(e,t){const n=JSON.stringify(e);if(t.options.doubleQuotedAsJSON)return n;const{implicitKey:r}=t;const i=t.options.doubleQuotedMinMultiLineLength;const o=t.indent||(containsDocumentMarker(e)?"  ":"");let a="";let c=0;for(let e=0,t=n[e];t;t=n[++e]){if(t===" "&&n[e+1]==="\\"&&n[e+2]==="n"){a+=n.slice(c,e)+"\\ ";e+=1;c=e;t="\\"}if(t==="\\")switch(n[e+1]){case"u":{a+=n.slice(c,e);const t=n.substr(e+2,4);switch(t){case"0000":a+="\\0";break;case"0007":a+="\\a";break;case"000b":a+="\\v";break;case"001b":a+="\\e";break;case"0085":a+="\\N";break;case"00a0":a+="\\_";break;case"2028":a+="\\L";break;case"2029":a+="\\P";break;default:if(t.substr(0,2)==="00")a+="\\x"+t.substr(2);else a+=n.substr(e,6)}e+=5;c=e+1}break;case"n":if(r||n[e+2]==='"'||n.length<i){e+=1}else{a+=n.slice(c,e)+"\n\n";while(n[e+2]==="\\"&&n[e+3]==="n"&&n[e+4]!=='"'){a+="\n";e+=2}a+=o;if(n[e+2]===" ")a+="\\";e+=1;c=e+1}break;default:e+=1}}a=c?a+n.slice(c):n;return r?a:s.foldFlowLines(a,o,s.FOLD_QUOTED,getFoldOptions(t,false))}function singleQuotedString(e,t){if(t.options.singleQuote===false||t.implicitKey&&e.includes("\n")||/[ \t]\n|\n[ \t]/.test(e))return doubleQuotedString(e,t);const n=t.indent||(containsDocumentMarker(e)?"  ":"");const r="'"+e.replace(/'/g,"''").replace(/\n+/g,`$&\n${n}`)+"'";return t.implicitKey?r:s.foldFlowLines(r,n,s.FOLD_FLOW,getFoldOptions(t,false))}function quotedString(e,t){const{singleQuote:n}=t.options;let r;if(n===false)r=doubleQuotedString;else{const t=e.includes('"');const s=e.includes("'");if(t&&!s)r=singleQuotedString;else if(s&&!t)r=doubleQuotedString;else r=n?singleQuotedString:doubleQuotedString}return r(e,t)}let i;try{i=new RegExp("(^|(?<!\n))\n+(?!\n|$)","g")}catch{i=/\n+(?!\n|$)/g}function blockString({comment:e,type:t,value:n},o,a,c){const{blockQuote:l,commentString:u,lineWidth:f}=o.options;if(!l||/\n[\t ]+$/.test(n)){return quotedString(n,o)}const d=o.indent||(o.forceBlockIndent||containsDocumentMarker(n)?"  ":"");const h=l==="literal"?true:l==="folded"||t===r.Scalar.BLOCK_FOLDED?false:t===r.Scalar.BLOCK_LITERAL?true:!lineLengthOverLimit(n,f,d.length);if(!n)return h?"|\n":">\n";let p;let m;for(m=n.length;m>0;--m){const e=n[m-1];if(e!=="\n"&&e!=="\t"&&e!==" ")break}let g=n.substring(m);const v=g.indexOf("\n");if(v===-1){p="-"}else if(n===g||v!==g.length-1){p="+";if(c)c()}else{p=""}if(g){n=n.slice(0,-g.length);if(g[g.length-1]==="\n")g=g.slice(0,-1);g=g.replace(i,`$&${d}`)}let y=false;let b;let k=-1;for(b=0;b<n.length;++b){const e=n[b];if(e===" ")y=true;else if(e==="\n")k=b;else break}let S=n.substring(0,k<b?k+1:b);if(S){n=n.substring(S.length);S=S.replace(/\n+/g,`$&${d}`)}const $=d?"2":"1";let A=(y?$:"")+p;if(e){A+=" "+u(e.replace(/ ?[\r\n]+/g," "));if(a)a()}if(!h){const e=n.replace(/\n+/g,"\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g,"$1$2").replace(/\n+/g,`$&${d}`);let i=false;const a=getFoldOptions(o,true);if(l!=="folded"&&t!==r.Scalar.BLOCK_FOLDED){a.onOverflow=()=>{i=true}}const c=s.foldFlowLines(`${S}${e}${g}`,d,s.FOLD_BLOCK,a);if(!i)return`>${A}\n${d}${c}`}n=n.replace(/\n+/g,`$&${d}`);return`|${A}\n${d}${S}${n}${g}`}function plainString(e,t,n,i){const{type:o,value:a}=e;const{actualString:c,implicitKey:l,indent:u,indentStep:f,inFlow:d}=t;if(l&&a.includes("\n")||d&&/[[\]{},]/.test(a)){return quotedString(a,t)}if(/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(a)){return l||d||!a.includes("\n")?quotedString(a,t):blockString(e,t,n,i)}if(!l&&!d&&o!==r.Scalar.PLAIN&&a.includes("\n")){return blockString(e,t,n,i)}if(containsDocumentMarker(a)){if(u===""){t.forceBlockIndent=true;return blockString(e,t,n,i)}else if(l&&u===f){return quotedString(a,t)}}const h=a.replace(/\n+/g,`$&\n${u}`);if(c){const test=e=>e.default&&e.tag!=="tag:yaml.org,2002:str"&&e.test?.test(h);const{compat:e,tags:n}=t.doc.schema;if(n.some(test)||e?.some(test))return quotedString(a,t)}return l?h:s.foldFlowLines(h,u,s.FOLD_FLOW,getFoldOptions(t,false))}function stringifyString(e,t,n,s){const{implicitKey:i,inFlow:o}=t;const a=typeof e.value==="string"?e:Object.assign({},e,{value:String(e.value)});let{type:c}=e;if(c!==r.Scalar.QUOTE_DOUBLE){if(/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(a.value))c=r.Scalar.QUOTE_DOUBLE}const _stringify=e=>{switch(e){case r.Scalar.BLOCK_FOLDED:case r.Scalar.BLOCK_LITERAL:return i||o?quotedString(a.value,t):blockString(a,t,n,s);case r.Scalar.QUOTE_DOUBLE:return doubleQuotedString(a.value,t);case r.Scalar.QUOTE_SINGLE:return singleQuotedString(a.value,t);case r.Scalar.PLAIN:return plainString(a,t,n,s);default:return null}};let l=_stringify(c);if(l===null){const{defaultKeyType:e,defaultStringType:n}=t.options;const r=i&&e||n;l=_stringify(r);if(l===null)throw new Error(`Unsupported default string type ${r}`)}return l}t.stringifyString=stringifyString},204:(e,t,n)=>{var r=n(1127);const s=Symbol("break visit");const i=Symbol("skip children");const o=Symbol("remove node");function visit(e,t){const n=initVisitor(t);if(r.isDocument(e)){const t=visit_(null,e.contents,n,Object.freeze([e]));if(t===o)e.contents=null}else visit_(null,e,n,Object.freeze([]))}visit.BREAK=s;visit.SKIP=i;visit.REMOVE=o;function visit_(e,t,n,i){const a=callVisitor(e,t,n,i);if(r.isNode(a)||r.isPair(a)){replaceNode(e,i,a);return visit_(e,a,n,i)}if(typeof a!=="symbol"){if(r.isCollection(t)){i=Object.freeze(i.concat(t));for(let e=0;e<t.items.length;++e){const r=visit_(e,t.items[e],n,i);if(typeof r==="number")e=r-1;else if(r===s)return s;else if(r===o){t.items.splice(e,1);e-=1}}}else if(r.isPair(t)){i=Object.freeze(i.concat(t));const e=visit_("key",t.key,n,i);if(e===s)return s;else if(e===o)t.key=null;const r=visit_("value",t.value,n,i);if(r===s)return s;else if(r===o)t.value=null}}return a}async function visitAsync(e,t){const n=initVisitor(t);if(r.isDocument(e)){const t=await visitAsync_(null,e.contents,n,Object.freeze([e]));if(t===o)e.contents=null}else await visitAsync_(null,e,n,Object.freeze([]))}visitAsync.BREAK=s;visitAsync.SKIP=i;visitAsync.REMOVE=o;async function visitAsync_(e,t,n,i){const a=await callVisitor(e,t,n,i);if(r.isNode(a)||r.isPair(a)){replaceNode(e,i,a);return visitAsync_(e,a,n,i)}if(typeof a!=="symbol"){if(r.isCollection(t)){i=Object.freeze(i.concat(t));for(let e=0;e<t.items.length;++e){const r=await visitAsync_(e,t.items[e],n,i);if(typeof r==="number")e=r-1;else if(r===s)return s;else if(r===o){t.items.splice(e,1);e-=1}}}else if(r.isPair(t)){i=Object.freeze(i.concat(t));const e=await visitAsync_("key",t.key,n,i);if(e===s)return s;else if(e===o)t.key=null;const r=await visitAsync_("value",t.value,n,i);if(r===s)return s;else if(r===o)t.value=null}}return a}function initVisitor(e){if(typeof e==="object"&&(e.Collection||e.Node||e.Value)){return Object.assign({Alias:e.Node,Map:e.Node,Scalar:e.Node,Seq:e.Node},e.Value&&{Map:e.Value,Scalar:e.Value,Seq:e.Value},e.Collection&&{Map:e.Collection,Seq:e.Collection},e)}return e}function callVisitor(e,t,n,s){if(typeof n==="function")return n(e,t,s);if(r.isMap(t))return n.Map?.(e,t,s);if(r.isSeq(t))return n.Seq?.(e,t,s);if(r.isPair(t))return n.Pair?.(e,t,s);if(r.isScalar(t))return n.Scalar?.(e,t,s);if(r.isAlias(t))return n.Alias?.(e,t,s);return undefined}function replaceNode(e,t,n){const s=t[t.length-1];if(r.isCollection(s)){s.items[e]=n}else if(r.isPair(s)){if(e==="key")s.key=n;else s.value=n}else if(r.isDocument(s)){s.contents=n}else{const e=r.isAlias(s)?"alias":"scalar";throw new Error(`Cannot replace node with ${e} parent`)}}t.visit=visit;t.visitAsync=visitAsync}};var n={};function __nccwpck_require__(e){var r=n[e];if(r!==undefined){return r.exports}var s=n[e]={exports:{}};var i=true;try{t[e](s,s.exports,__nccwpck_require__);i=false}finally{if(i)delete n[e]}return s.exports}if(typeof __nccwpck_require__!=="undefined")__nccwpck_require__.ab=decodeURIComponent(new URL(".",import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/)?1:0,-1)+"/";(()=>{var e=typeof Symbol==="function"?Symbol("webpack queues"):"__webpack_queues__";var t=typeof Symbol==="function"?Symbol("webpack exports"):"__webpack_exports__";var n=typeof Symbol==="function"?Symbol("webpack error"):"__webpack_error__";var resolveQueue=e=>{if(e&&e.d<1){e.d=1;e.forEach(e=>e.r--);e.forEach(e=>e.r--?e.r++:e())}};var wrapDeps=r=>r.map(r=>{if(r!==null&&typeof r==="object"){if(r[e])return r;if(r.then){var s=[];s.d=0;r.then(e=>{i[t]=e;resolveQueue(s)},e=>{i[n]=e;resolveQueue(s)});var i={};i[e]=e=>e(s);return i}}var o={};o[e]=e=>{};o[t]=r;return o});__nccwpck_require__.a=(r,s,i)=>{var o;i&&((o=[]).d=-1);var a=new Set;var c=r.exports;var l;var u;var f;var d=new Promise((e,t)=>{f=t;u=e});d[t]=c;d[e]=e=>(o&&e(o),a.forEach(e),d["catch"](e=>{}));r.exports=d;s(r=>{l=wrapDeps(r);var s;var getResult=()=>l.map(e=>{if(e[n])throw e[n];return e[t]});var i=new Promise(t=>{s=()=>t(getResult);s.r=0;var fnQueue=e=>e!==o&&!a.has(e)&&(a.add(e),e&&!e.d&&(s.r++,e.push(s)));l.map(t=>t[e](fnQueue))});return s.r?i:getResult()},e=>(e?f(d[n]=e):u(c),resolveQueue(o)));o&&o.d<0&&(o.d=0)}})();(()=>{__nccwpck_require__.n=e=>{var t=e&&e.__esModule?()=>e["default"]:()=>e;__nccwpck_require__.d(t,{a:t});return t}})();(()=>{var e=Object.getPrototypeOf?e=>Object.getPrototypeOf(e):e=>e.__proto__;var t;__nccwpck_require__.t=function(n,r){if(r&1)n=this(n);if(r&8)return n;if(typeof n==="object"&&n){if(r&4&&n.__esModule)return n;if(r&16&&typeof n.then==="function")return n}var s=Object.create(null);__nccwpck_require__.r(s);var i={};t=t||[null,e({}),e([]),e(e)];for(var o=r&2&&n;typeof o=="object"&&!~t.indexOf(o);o=e(o)){Object.getOwnPropertyNames(o).forEach(e=>i[e]=()=>n[e])}i["default"]=()=>n;__nccwpck_require__.d(s,i);return s}})();(()=>{__nccwpck_require__.d=(e,t)=>{for(var n in t){if(__nccwpck_require__.o(t,n)&&!__nccwpck_require__.o(e,n)){Object.defineProperty(e,n,{enumerable:true,get:t[n]})}}}})();(()=>{__nccwpck_require__.o=(e,t)=>Object.prototype.hasOwnProperty.call(e,t)})();(()=>{__nccwpck_require__.r=e=>{if(typeof Symbol!=="undefined"&&Symbol.toStringTag){Object.defineProperty(e,Symbol.toStringTag,{value:"Module"})}Object.defineProperty(e,"__esModule",{value:true})}})();var r=__nccwpck_require__(486);r=await r;