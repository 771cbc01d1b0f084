var e,t,n,r,i,a,o,s,c,l,u=Symbol.for(`pv`),d={},f=[],p=/^m(i|n|o|s|text|space)$/,m=Array.isArray,h=f.slice,g=Object.assign;function _(e){e&&e.parentNode&&e.remove()}function v(n,r,i,a,o){var s={type:n,props:r,key:i,ref:a,__k:null,__:null,__b:0,__e:null,__c:null,constructor:u,__v:o||++t,__i:-1,__u:0};return!o&&e.vnode&&e.vnode(s),s}function y(e){return e.children}function b(e,t){this.props=e,this.context=t,this.__g=0}function x(e,t){if(t==null)return e.__&&x(e.__,e.__i+1);for(var n;t<e.__k.length;t++)if((n=e.__k[t])&&n.__e)return n.__e;return typeof e.type!=`function`||e.props.__P?null:x(e)}function S(t){var n,r=t.__v,i=r.__e,a=[],o=[],s=t.__P;s&&((n=g({constructor:u},r)).__v=r.__v+1,e.vnode&&e.vnode(n),ne(s,n,r,t.__n,s.namespaceURI,32&r.__u?[i]:null,a,i||x(r),32&r.__u,o),n.__v=r.__v,n.__.__k[n.__i]=n,j(a,n,o),r.__=r.__e=null,n.__e!=i&&C(n))}function C(e){if((e=e.__)&&e.__c&&!e.props.__P)return e.__e=null,e.__k.some(function(t){return t&&(e.__e=t.__e)}),C(e)}function w(t){(8&t.__g||(t.__g|=8,n.push(t),i++))&&r==e.debounceRendering||((r=e.debounceRendering)||queueMicrotask)(T)}function T(){try{for(var e,t=1;n.length;)n.length>t&&n.sort(a),e=n.shift(),t=n.length,8&e.__g&&S(e)}finally{(i=n.length)&&(r||queueMicrotask)(T)}}function E(e,t,n,r,i,a,o,s,c,l,u){var p,m,h,g,_,v,y=r.__k||f,b=t.length;for(c=D(n,t,y,c,b),p=0;p<b;p++)(h=n.__k[p])!=null&&(m=~h.__i&&y[h.__i]||d,h.__i=p,v=ne(e,h,m,i,a,o,s,c,l,u),g=h.__e,(m.ref!=h.ref||8&m.__u)&&(m.ref&&oe(m.ref,null,h,m),h.ref&&u.push(h.ref,h.__c||g,h)),_||=g,4&h.__u?(c=O(h,c,e,!m.__v),m.__e&&(m.__e=null)):typeof h.type==`function`&&v!==void 0?c=v:g&&(c=g.nextSibling),h.__u&=-21);return n.__e=_,c}function D(e,t,n,r,i){var a,o,s,c,l,d,f,p,h,g=n.length,_=g,b=0,S=0,C=e.__k=Array(i);for(a=0;a<i;a++)(o=t[a])!=null&&typeof o!=`boolean`&&typeof o!=`function`?(typeof o!=`object`||o.constructor===String?o=C[a]=v(null,o):m(o)?o=C[a]=v(y,{children:o}):o.constructor===u&&o.__b?o=C[a]=v(o.type,o.props,o.key,o.ref,o.__v):C[a]=o,c=a+b,o.__=e,o.__b=e.__b+1,s=null,~(l=o.__i=k(o,n,c,_))&&(_--,(s=n[l])&&(s.__u|=2)),s&&s.__v?(o.__u|=16,l==c-1?b--:l==c+1?b++:l!=c&&(l>c?b--:b++,S=1)):(~l||(i>g?b--:i<g&&b++),typeof o.type!=`function`&&(o.__u|=4))):C[a]=null;if(S){for(d=[],f=[],a=0;a<i;a++)if((o=C[a])&&16&o.__u){for(b=0,p=d.length;b<p;)d[h=b+p>>1]<o.__i?b=h+1:p=h;d[b]=o.__i,f[a]=b+1}for(b=d.length;a--;)f[a]&&(f[a]==b?b--:C[a].__u|=4)}if(_)for(a=0;a<g;a++)!(s=n[a])||2&s.__u||(s.__e==r&&(r=x(s)),se(s,s));return r}function O(e,t,n,r){var i,a,o,s;if(typeof e.type==`function`){if(e.props.__P)return t;if(i=e.__k)for(a=0;a<i.length;a++)i[a]&&(i[a].__=e,t=O(i[a],t,n,!1));return t}for(t&&!t.parentNode&&(t=x(e))&&!t.parentNode&&(t=null),o=e.__e,s=t;s&&s.nodeType==8;)s=s.nextSibling;for(o!=s&&(!r&&n.moveBefore&&o.parentNode?n.moveBefore(o,t):n.insertBefore(o,t||null)),t=o;(t&&=t.nextSibling)&&t.nodeType==8&&!t.data.startsWith(`$s`););return t}function k(e,t,n,r){var i,a=e.key,o=e.type,s=t[n],c=s&&!(2&s.__u);if(s===null&&a==null||c&&a==s.key&&o==s.type)return n;if(r>+!!c){for(i=n-1;i>=0;i--)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i;for(i=n+1;i<t.length;i++)if((s=t[i])&&!(2&s.__u)&&a==s.key&&o==s.type)return i}return-1}function A(e,t,n){n??=``,t[0]==`-`?e.setProperty(t,n):e[t]=n}function ee(e,t,n,r,i){var a,o;if(t==`style`){if(typeof n==`string`)e.style.cssText=n;else{if(typeof r==`string`&&(e.style.cssText=r=``),r)for(t in r)n&&t in n||A(e.style,t);if(n)for(t in n)r&&n[t]==r[t]||A(e.style,t,n[t])}}else if(t[0]==`o`&&t[1]==`n`)typeof n!=`function`&&(n=null),typeof r!=`function`&&(r=null),(e.__e||={})[t]=n,n&&r||(o=l[t]||(l[t]=te(t)),(e.__a||={})[t]=c,a=t!=(t=t.replace(s,`$1`)),(t=t.slice(2))[0]<`a`&&(t=t.toLowerCase()),n?e.addEventListener(t,o,a):e.removeEventListener(t,o,a));else{if(i==`http://www.w3.org/2000/svg`)t=t.replace(/xlink(H|:h)/,`h`).replace(/sName$/,`s`);else if(t!=`width`&&t!=`height`&&t!=`href`&&t!=`list`&&t!=`form`&&t!=`tabIndex`&&t!=`download`&&t!=`rowSpan`&&t!=`colSpan`&&t!=`role`&&t!=`popover`&&t in e)try{e[t]=n??``;return}catch{}if(typeof n==`function`)return;n==null||!1===n&&t[4]!=`-`?e.removeAttribute(t):e.setAttribute(t,t==`popover`&&n==1?``:n)}}function te(t){return function(n){var r=this.__e;if(r){if(r=r[t],n[o]==null)n[o]=c++;else if(n[o]<this.__a[t])return;return r(e.event?e.event(n):n)}}}function ne(t,n,r,i,a,o,s,c,l,d){var p,h,v,S,C,w,T,D,O,k,A,ee,te,ne,j,oe,M,N,P=n.type;if(n.constructor!==u)return null;128&r.__u&&(l=32&r.__u,p=r.__c.__z)&&(n.__u|=l,h=o=[],p.nodeType==8?c=re(p,o):o.push(p),c=o[0]||c),(p=e.__b)&&p(n);e:if(typeof P==`function`){v=s.length;try{if(D=n.props,O=(p=P.prototype)&&p.render,k=(p=P.contextType)&&i[p.__c],A=p?k?k.props.value:p.__:i,(S=r.__c)?(n.__c=S,2&S.__g&&(S.__g|=1)):(O?n.__c=S=new P(D,A):(n.__c=S=new b(D,A),S.constructor=P,S.render=ce),k&&k.sub(S),S.state||(S.state={}),S.__n=i,S.__g|=8,S.__h=[],S.__k=[]),O&&(S.__s||(S.__s=S.state),P.getDerivedStateFromProps&&(S.__s==S.state&&(S.__s=g({},S.__s)),g(S.__s,P.getDerivedStateFromProps(D,S.__s)))),C=S.props,w=S.state,S.__v=n,r.__c){if(D!==C&&O&&!P.getDerivedStateFromProps&&S.componentWillReceiveProps&&S.componentWillReceiveProps(D,A),n.__v==r.__v&&!(8&S.__g)||!(4&S.__g)&&S.shouldComponentUpdate&&!1===S.shouldComponentUpdate(D,S.__s,A)){n.__v!=r.__v&&(S.props=D,S.state=S.__s,S.__g&=-9),n.__e=r.__e,n.__k=r.__k,n.__k.some(function(e){e&&(e.__=n)}),f.push.apply(S.__h,S.__k),S.__k=[],S.__h.length&&s.push(S),c=x(r);break e}S.componentWillUpdate&&S.componentWillUpdate(D,S.__s,A),O&&S.componentDidUpdate&&S.__h.push(function(){S.componentDidUpdate(C,w,T)})}else O&&!P.getDerivedStateFromProps&&S.componentWillMount&&S.componentWillMount(),O&&S.componentDidMount&&S.__h.push(S.componentDidMount);S.context=A,S.props=D,S.__P=t,S.__g&=-5,ee=e.__r,te=O?25:0;do S.__g&=-9,ee&&ee(n),p=S.render(S.props,S.state=S.__s,S.context);while(8&S.__g&&++te<25);O&&(f.push.apply(S.__h,S.__k),S.__k=[]),S.state=S.__s,S.getChildContext&&(i=g({},i,S.getChildContext())),O&&r.__c&&S.getSnapshotBeforeUpdate&&(T=S.getSnapshotBeforeUpdate(C,w)),ne=p&&p.type===y&&p.key==null?p.props.children:p,D.__P&&(p=c,a=(t=D.__P).namespaceURI,l=o=null,r.props&&r.props.__P!=t&&(r.__k.some(function(e){e&&se(e,e)}),r.__k=null),c=r.__k?x(r,0):null),c=E(t,m(ne)?ne:[ne],n,r,i,a,o,s,c,l,d),D.__P&&(n.__e=null,c=p),n.__u&=-161,h&&h.some(_),S.__h.length&&s.push(S),1&S.__g&&(S.__g&=-4)}catch(t){if(s.length=v,n.__v=null,l||o){if(t&&t.then){if(n.__u|=128|l,o){for(~(M=o.indexOf(c||void 0))||(M=o.length);(N=o[M-1])&&N.nodeType==8;)M--;for(;M<o.length;M++)if(N=o[M]){if(o[M]=null,j){if(N==oe)break}else{if(N.nodeType!=8)break;N.data.startsWith(`$s`)&&(oe=re(j=N))}}}if(!j){for(;c&&c.nodeType==8&&c.nextSibling;)c=c.nextSibling;j=c}(p=re(j=n.__c.__z||(n.__c.__z=j)))?(n.__e=j,c=p):n.__e=c,c&&=c.nextSibling}else o&&o.some(_)}else n.__e=r.__e;n.__k||=r.__k||[],t&&t.then||ie(n),e.__e(t,n,r)}}else c=n.__e=ae(r.__e,n,r,i,a,o,s,l,d,t);return(p=e.diffed)&&p(n),c}function re(e,t){if(e&&e.nodeType==8&&e.data.startsWith(`$s`))for(var n=1;e=e.nextSibling;){if(e.nodeType==8){if(e.data.startsWith(`$s`))n++;else if(e.data.startsWith(`/$s`)&&!--n)return e}t&&t.push(e)}}function ie(e){e&&(e.__c&&(e.__c.__g|=4),e.__k&&e.__k.some(ie))}function j(t,n,r){for(var i=0;i<r.length;)oe(r[i++],r[i++],r[i++]);e.__c&&e.__c(n,t),t.some(function(n){try{t=n.__h,n.__h=[],t.some(function(e){e.call(n)})}catch(t){e.__e(t,n.__v)}})}function ae(t,n,r,i,a,o,s,c,l,u){var f,g,v,y,b,S,C,w,T=r.props||d,D=n.props,O=n.type;if(O==`svg`?a=`http://www.w3.org/2000/svg`:O==`math`?a=`http://www.w3.org/1998/Math/MathML`:a||=`http://www.w3.org/1999/xhtml`,o){for(f=0;f<o.length;f++)if((b=o[f])&&(O?b.localName==O:b.nodeType==3)){t=b,o[f]=null;break}}if(!t){if(w=u.ownerDocument||document,!O)return w.createTextNode(D);t=w.createElementNS(a,O,D.is?D:u),c&&=(e.__m&&e.__m(n,o),!1),o=null}if(O){if(u=O==`template`&&t.content||t,o=O==`textarea`&&D.defaultValue!=null?null:o&&h.call(u.childNodes),!c&&o)for(T={},f=0;f<t.attributes.length;f++)T[(b=t.attributes[f]).name]=b.value;for(f in T)b=T[f],f==`dangerouslySetInnerHTML`?v=b:f==`children`||f in D||f==`value`&&`defaultValue`in D||f==`checked`&&`defaultChecked`in D||ee(t,f,null,b,a);for(f in D)b=D[f],f==`children`?y=b:f==`dangerouslySetInnerHTML`?g=b:f==`value`?S=b:f==`checked`?C=b:c&&typeof b!=`function`||T[f]===b||ee(t,f,b,T[f],a);g?(c||v&&(g.__html==v.__html||g.__html==t.innerHTML)||(t.innerHTML=g.__html),n.__k=[]):(v&&(t.textContent=``),(O==`foreignObject`||a==`http://www.w3.org/1998/Math/MathML`&&p.test(O))&&(a=`http://www.w3.org/1999/xhtml`),E(u,m(y)?y:[y],n,r,i,a,o,s,o?o[0]:r.__k&&x(r,0),c,l),o&&o.some(_)),c&&O!=`textarea`||(f=`value`,O==`progress`&&S==null?t.removeAttribute(f):S==null||S===t[f]&&(O!=`progress`||S)||ee(t,f,S,T[f],a),f=`checked`,C!=null&&C!=t[f]&&ee(t,f,C,T[f],a))}else T===D||c&&t.data==D||(t.data=D);return t}function oe(t,n,r,i){try{typeof t==`function`?n?n.__x=t(n)||1:(i&&=i.__c||i.__e)&&(n=i.__x)&&(i.__x=null,typeof n==`function`?n():t(null)):t.current=n}catch(t){e.__e(t,r)}}function se(t,n,r){var i,a,o,s;if(e.unmount&&e.unmount(t),!(i=t.ref)||i.current&&i.current!=t.__e||oe(i,null,n,t),i=t.__c){if(i.componentWillUnmount)try{i.componentWillUnmount()}catch(t){e.__e(t,n)}i.__P=i.__n=null}if(i=t.__k)for(s=0;s<i.length;s++)i[s]&&se(i[s],n,typeof t.type!=`function`||r&&!t.props.__P);!r&&(i=t.__c)&&(i=i.__z)&&(a=re(i,o=[]))&&(i==t.__e&&o.some(_),_(a),_(i)),r||_(t.__e),t.__e=t.__c=t.__=null}function ce(e,t,n){return this.constructor(e,n)}function M(t,n){var r,i,a,o;e.__&&e.__(t,n),n.nodeType==9&&(n=n.documentElement),i=(r=t&&32&t.__u)?null:n.__k,n.__k=v(y,{children:[t]}),a=[],o=[],ne(n,n.__k,i||d,d,n.namespaceURI,i?null:n.firstChild?h.call(n.childNodes):null,a,i?i.__e:n.firstChild,r,o),j(a,n.__k,o),n.__k.props.children=null}e={__e:function(e,t,n,r){for(var a,o,s;t=t.__;)if((a=t.__c)&&!(1&a.__g)){a.__g|=4;try{if((s=(o=a.constructor)&&o.getDerivedStateFromError)&&a.setState(o.getDerivedStateFromError(e)),a.componentDidCatch&&(a.componentDidCatch(e,r||{}),s=1),s&&8&a.__g)return void(a.__g|=2)}catch(t){e=t}}throw i=0,e}},t=0,b.prototype.setState=function(e,t){var n=this.__s;n&&n!=this.state||(n=this.__s=g({},this.state)),typeof e==`function`&&(e=e(g({},n),this.props)),e&&(g(n,e),this.__v&&(t&&this.__k.push(t),w(this)))},b.prototype.forceUpdate=function(e){this.__v&&(this.__g|=4,e&&this.__h.push(e),w(this))},b.prototype.render=y,n=[],i=0,a=function(e,t){return e.__v.__b-t.__v.__b},o=Symbol(),s=/(PointerCapture)$|Capture$/i,c=0,l={};var N,P,le,ue,de=Object.is,fe=0,pe=[],me=[],F=e,he=F.__b,ge=F.__r,_e=F.diffed,ve=F.__c,ye=F.unmount,be=F.__;function xe(e,t){F.__h&&F.__h(P,e,fe||t),fe=0;var n=P.__H||(P.__H={__:[],__h:[]});return e>=n.__.length&&n.__.push({}),n.__[e]}function I(e){return fe=1,Se(Ae,e)}function Se(e,t,n){var r=xe(N++,2);if(r.t=e,!r.__c&&(r.__=[n?n(t):Ae(void 0,t),function(e){var t=(r.__N||r.__)[0],n=r.t(t,e);de(t,n)||(r.__N=[n,r.__[1]],r.__c.setState({}))}],r.__c=P,!P.__f)){P.__f=!0;var i=P.shouldComponentUpdate;P.shouldComponentUpdate=function(e,t,n){var r=this.__H;if(!r)return!0;var a=!1,o=this.props!=e;if(r.__.some(function(e){e.__N&&(a=!0,de(e.__[0],e.__N[0])||(o=!0))}),i){var s=i.call(this,e,t,n);return a?s||o:s}return!a||o}}return r.__}function L(e,t){var n=xe(N++,3);!F.__s&&ke(n.__H,t)&&(n.__P=!0,n.__=e,n.u=t,P.__H.__h.push(n))}function R(e,t){var n=xe(N++,4);!F.__s&&ke(n.__H,t)&&(n.__P=!1,n.__=e,n.u=t,P.__h.push(n))}function z(e){return fe=5,B(function(){return{current:e}},[])}function B(e,t){var n=xe(N++,7);return ke(n.__H,t)&&(n.__=e(),n.__H=t),n.__}function Ce(){var e;do{for(;e=me.shift();)try{De(e)}catch(t){F.__e(t,{__:(e=e.__P)&&e.__v})}for(;e=pe.shift();){var t=e.__H;if(e.__P&&t)try{t.__h.some(De),t.__h.some(Oe),t.__h=[]}catch(n){t.__h=[],F.__e(n,e.__v)}}}while(me.length)}F.__b=function(e){P=null,he&&he(e)},F.__=function(e,t){e&&t.__k&&t.__k.__m&&(e.__m=t.__k.__m),be&&be(e,t)},F.__r=function(e){ge&&ge(e),N=0;var t=(P=e.__c).__H;t&&(le==P?P.__h=[]:(t.__h.some(De),t.__h.some(Oe),N=0),t.__h=[],t.__.some(function(e){e.__N&&(e.__=e.__N),e.u=e.__N=void 0})),le=P},F.diffed=function(e){_e&&_e(e);var t=e.__c;t&&t.__H&&(t.__H.__h.length&&Ee(pe.push(t)),t.__H.__.some(function(e){e.u&&(e.__H=e.u)})),le=P=null},F.__c=function(e,t){t.some(function(e){try{e.__h.some(De),e.__h=e.__h.filter(function(e){return!e.__||Oe(e)})}catch(t){e.__h=[function(){throw t}]}}),ve&&ve(e,t)},F.unmount=function(e){ye&&ye(e);var t,n,r=e.__c;r&&r.__H&&(r.__H.__.some(function(r){try{if(r.__P&&r.__c){if(n===void 0){for(n=e.__;n&&(!n.__c||!n.__c.__P);)n=n.__;n&&=n.__c}r.__P=n,Ee(me.push(r))}else De(r)}catch(e){t=e}}),r.__H=void 0,t&&F.__e(t,r.__v))};var we=typeof requestAnimationFrame==`function`;function Te(e){var t,n=function(){clearTimeout(r),we&&cancelAnimationFrame(t),setTimeout(e)},r=setTimeout(n,35);we&&(t=requestAnimationFrame(n))}function Ee(e){e!=1&&ue==F.requestAnimationFrame||((ue=F.requestAnimationFrame)||Te)(Ce)}function De(e){var t=P,n=e.__c;typeof n==`function`&&(e.__c=void 0,n()),P=t}function Oe(e){var t=P;e.__c=e.__(),P=t}function ke(e,t){return!e||e.length!=t.length||t.some(function(t,n){return!de(t,e[n])})}function Ae(e,t){return typeof t==`function`?t(e):t}var je=`# What both games share for playing without sight or without a mouse (web/src/games/a11y.tsx)
# and the game clock (web/src/games/ClockTime.tsx). \`$what\` is \`board\` (Camelot) or \`forest\`
# (Super Camelot).

a11y-text-view-show = { $what ->
    [board] The board in words
   *[forest] The forest in words
}
a11y-text-view-hide = { $what ->
    [board] Hide the board in words
   *[forest] Hide the forest in words
}
a11y-keys = Keys
a11y-close = Close
a11y-keys-caption = Keys and what they do
a11y-key = Key
a11y-key-what = What it does

## The game clock ($time is the time left in words)

a11y-clock = { $who }'s time: { $time }
a11y-clock-running = { $who }'s time: { $time }, running
a11y-clock-offline = { $who }'s time: { $time }, not updated while offline
a11y-clock-offline-title = Not connected: the clock shows the time when the connection dropped
`,Me=`# The browser's pages (web/src/app.tsx, pages/, util.ts, clock.ts, mygames.ts, notify.ts,
# session.ts, api.ts): every id starts with its area (app-, home-, lobby-, games-, notify-,
# replay-, unsub-, error-).

## Shared words (util.ts)

app-seat = Seat { $n }
app-bot-label = Computer ({ $level ->
        [easy] easy
        [hard] hard
       *[medium] medium
    })
app-offer-words = { $offer ->
        [takeback] a takeback
       *[draw] a draw
    }
app-event-bot-added = { $bot } sat at seat { $seat }
app-event-bot-took-over = { $bot } took over seat { $seat }, handed over by { $by }
app-event-abandoned = { $name } left the game
app-event-timed-out = { $name }'s time ran out
app-event-win-claimed = { $name } claimed the win: { $left } left
app-event-offered = { $name } offers { $offer ->
        [takeback] a takeback
       *[draw] a draw
    }
app-event-offer-accepted = { $name } accepted { $offer ->
        [takeback] a takeback
       *[draw] a draw
    }
app-event-offer-declined = { $name } declined { $offer ->
        [takeback] a takeback
       *[draw] a draw
    }
app-event-offer-withdrawn = { $name } withdrew the offer of { $offer ->
        [takeback] a takeback
       *[draw] a draw
    }
app-record-resign = { $who } resigned.
app-record-timeout = { $who }'s time ran out.
app-record-abandoned = { $who } left the game and the opponent claimed the win.
app-record-bot = { $bot } took over { $who }'s seat.
app-record-offer = { $who } offered { $offer ->
        [takeback] a takeback
       *[draw] a draw
    }.
app-record-accept = { $who } accepted { $offer ->
        [takeback] a takeback
       *[draw] a draw
    }.
app-record-decline = { $who } declined { $offer ->
        [takeback] a takeback
       *[draw] a draw
    }.
app-record-withdraw = { $who } withdrew the offer of { $offer ->
        [takeback] a takeback
       *[draw] a draw
    }.
app-record-act = { $who } acted.
app-config-camelot = { $ruleset ->
        [wcf] Camelot, WCF rules
       *[standard] Camelot, standard rules
    }
app-config-camelot-clock = { $ruleset ->
        [wcf] Camelot, WCF rules, { $minutes }+{ $increment } clock
       *[standard] Camelot, standard rules, { $minutes }+{ $increment } clock
    }
app-config-camelot-days = { $ruleset ->
        [wcf] Camelot, WCF rules, { $days ->
            [one] { $days } day
           *[other] { $days } days
        } per move
       *[standard] Camelot, standard rules, { $days ->
            [one] { $days } day
           *[other] { $days } days
        } per move
    }
app-config-sc = Super Camelot, { $players } players
app-config-sc-secs = Super Camelot, { $players } players, { $secs } s per turn
app-config-sc-days = Super Camelot, { $players } players, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per turn

## Clocks (clock.ts): $big and $small are the larger and the smaller unit; a zero smaller unit is left out

app-clock-days = { $small ->
        [0] { $big } d
       *[other] { $big } d { $small } h
    }
app-clock-hours = { $small ->
        [0] { $big } h
       *[other] { $big } h { $small } m
    }
app-clock-words-days = { $big ->
        [one] { $big } day
       *[other] { $big } days
    }{ $small ->
        [0] {""}
        [one] {" "}{ $small } hour
       *[other] {" "}{ $small } hours
    }
app-clock-words-hours = { $big ->
        [one] { $big } hour
       *[other] { $big } hours
    }{ $small ->
        [0] {""}
        [one] {" "}{ $small } minute
       *[other] {" "}{ $small } minutes
    }
app-clock-words-minutes = { $big ->
        [0] { $small ->
            [one] { $small } second
           *[other] { $small } seconds
        }
        [one] { $big } minute{ $small ->
            [0] {""}
            [one] {" "}{ $small } second
           *[other] {" "}{ $small } seconds
        }
       *[other] { $big } minutes{ $small ->
            [0] {""}
            [one] {" "}{ $small } second
           *[other] {" "}{ $small } seconds
        }
    }
app-clock-secs = { $secs } s

## My games (mygames.ts, pages/MyGames.tsx)

games-open-seat = open seat
games-waiting-players = Waiting for players
games-waiting-start = Waiting to start
games-in-progress = In progress
games-your-turn = Your turn
games-their-turn = Their turn ({ $name })
games-finished = Finished
games-who-draw = Draw
games-who-you = You won
games-who-won = { $count ->
        [one] { $names } won
       *[other] { $names } won
    }
games-and = { $first } and { $last }
# $reason: timeout, resignation, castle, elimination, repetition, abandoned, none (no reason given), other ($why says it).
games-finished-why = { $reason ->
        [timeout] Finished · { $who } (time ran out)
        [resignation] Finished · { $who } (resignation)
        [castle] Finished · { $who } (castle reached)
        [elimination] Finished · { $who } (all pieces captured)
        [repetition] Finished · { $who } (repetition)
        [abandoned] Finished · { $who } (a player left)
        [none] Finished · { $who }
       *[other] Finished · { $who } ({ $why })
    }
games-stopped = Stopped by a server fault
games-title-turn = ({ $count }) Your turn · { $title }
games-time-left = { $time } left
games-time-up = time is up
games-page-title = Albion · My games
games-heading = My games
games-waiting-count = { $count ->
        [one] { $count } game waits for you
       *[other] { $count } games wait for you
    }
games-intro = The games this browser holds a seat in, newest first. Seats are kept in this browser only: another browser or device has its own list.
games-loading = Loading…
games-empty = You have no games yet.
# $create is the link "Create a lobby" (games-empty-create).
games-empty-help = { $create } or join one: its games will be listed here, with whose turn it is.
games-empty-create = Create a lobby
games-vs = vs { $names }
games-correspondence = correspondence
games-open = Open →

## Notifications (notify.ts, pages/Notifications.tsx); $per is move (Camelot) or turn (Super Camelot)

notify-blocked-https = Push notifications need this page to be opened over https.
notify-blocked-browser = This browser cannot show push notifications.
notify-way-push = push notifications
notify-way-email = e-mail
notify-way-webhook = webhook
notify-and = { $first } and { $last }
notify-summary = { $when ->
        [away] On: by { $ways }, only when you are not connected.
       *[always] On: by { $ways }.
    }
notify-email-empty = Type the e-mail address to send to.
notify-address-too-long = That address is too long.
notify-email-bad = That does not look like an e-mail address (name@example.com).
notify-webhook-empty = Type the address the webhook should go to.
notify-webhook-not-url = That is not a web address: it should start with https://.
notify-webhook-scheme = A webhook address starts with https://.
notify-push-denied = Notifications are blocked for this site. Allow them in your browser's site settings, then try again.
notify-push-dismissed = Your browser did not get permission to show notifications. Try again and choose Allow.
# $others is yes when the panel offers another way (e-mail, webhook).
notify-push-worker = { $others ->
        [yes] This browser could not install the page's notification helper (its service worker), so push notifications cannot be turned on here. The other ways below still work.
       *[no] This browser could not install the page's notification helper (its service worker), so push notifications cannot be turned on here.
    }
notify-push-keys = { $others ->
        [yes] This browser's push subscription came without its keys, so it cannot be used. The other ways below still work.
       *[no] This browser's push subscription came without its keys, so it cannot be used.
    }
notify-push-timeout = { $others ->
        [yes] This browser took too long to set up push notifications. Try again later. The other ways below still work.
       *[no] This browser took too long to set up push notifications. Try again later.
    }
notify-push-abort = { $others ->
        [yes] This browser could not set up push notifications: its push service did not answer, or this is a private window. Try again later, or in a normal window. The other ways below still work.
       *[no] This browser could not set up push notifications: its push service did not answer, or this is a private window. Try again later, or in a normal window.
    }
notify-push-unsupported = { $others ->
        [yes] This browser cannot show push notifications. The other ways below still work.
       *[no] This browser cannot show push notifications.
    }
notify-push-failed = { $others ->
        [yes] Push notifications could not be turned on in this browser. The other ways below still work.
       *[no] Push notifications could not be turned on in this browser.
    }
notify-on = on
notify-off = off
notify-save = Save
notify-saved = Saved.
notify-saving = Saving…
notify-noted = Noted: it applies once you turn on one of the ways above.
notify-offline = Not connected: nothing was changed. Try again once the page is back online.
notify-title = Notifications
notify-off-summary = Off. Be told when the game waits for you, even while this page is closed.
notify-ways = { $per ->
        [move] Ways to be told when it is your move:
       *[turn] Ways to be told when it is your turn:
    }
# $label is notify-push-label in bold; $why says why push cannot be used here.
notify-push-blocked = { $label } { $why }
notify-push-label = Push notifications:
notify-push-switch = Push notifications in this browser
notify-push-asking = Asking your browser…
notify-push-help = Your browser asks for permission first. Turning this on in another browser moves it there.
notify-email-label = E-mail
notify-email-field = E-mail address
notify-email-hint = Each e-mail has a link to stop them.
notify-webhook-label = Webhook
notify-webhook-field = Webhook URL
notify-webhook-hint = Albion sends a signed POST with a JSON body to this address (https://).
notify-secret-label = Signing secret
# $header is X-Albion-Signature and $prefix is sha256=, both as code.
notify-secret-help = To check a request, compute the HMAC-SHA256 of its exact body with this secret: the header { $header } is { $prefix } followed by it in hex.
notify-when-legend = Notify me
notify-when-always = { $per ->
        [move] every time it is my move
       *[turn] every time it is my turn
    }
notify-when-away = only when I am not connected to this game
notify-remind = Remind me when a quarter of my time is left

## The lobby's connection (session.ts)

lobby-closed-left = You left the lobby.
lobby-closed-version = This page is older than the server. Reload the page.
lobby-closed-kicked = The host removed you from this lobby.
lobby-closed-gone = This lobby does not exist or has closed.
lobby-closed-replaced = Your seat was opened in another tab or browser. This tab stopped.
lobby-lost-restart = The server is restarting.
lobby-lost-behind = The connection fell behind.
lobby-lost-too-fast = Too many messages were sent too fast.
lobby-lost = The connection to the server was lost.

## The server's refusals (ErrorCode in protocol.ts, underscores as dashes) and the HTTP API's errors (api.ts)

error-unsupported-version = This page is older than the server. Reload the page.
error-expected-hello = The connection did not start as the server expects. Reload the page.
error-malformed = The server could not read what this page sent. Reload the page.
error-frame-too-large = That was too long to send.
error-rate-limited = Too many requests at once. Wait a moment and try again.
error-chat-rate-limited = Too many chat lines: wait a little before sending more.
error-no-such-lobby = This lobby does not exist or has closed.
error-bad-token = This browser's seat in the lobby is no longer valid.
error-not-seated = You hold no seat in this lobby.
error-already-seated = You already hold a seat in this lobby.
error-seat-taken = That seat is taken.
error-no-such-seat = There is no such seat.
error-lobby-full = Every seat is taken.
error-invalid-name = That name cannot be used: choose another one.
error-name-taken = Another seat is already called that: choose another name.
error-invalid-character = That Character cannot be chosen.
error-not-host = Only the host can do that.
error-already-started = The game has started.
error-not-started = No game is running.
error-not-ready = Every seat must be taken and ready.
error-game-over = The game is over.
error-stale-version = The game moved on before that arrived. Try again on the game as it is now.
error-out-of-turn = It is not your turn.
error-illegal-action = That move is not allowed.
error-wrong-game = That is for another game.
error-chat-too-long = That chat line is too long.
error-store-failure = The server could not save that; nothing changed. Try again.
error-lobby-closed = This lobby is closed.
error-not-abandoned = That player has not been away long enough.
error-time-up = Your time ran out.
error-unchanged = Nothing changed: that is already so.
error-invalid-notify = Those notification settings were refused: check the address and try again.
error-offer-pending = An offer is already waiting for an answer.
error-no-offer = There is no such offer to answer.
error-offer-limit = You cannot make that offer again in this game.
error-bad-request = The server refused the request.
error-not-found = The server has no such thing.
error-in-progress = The game is still being played.
error-unavailable = The server cannot answer now. Try again in a moment.
error-internal = Something went wrong on the server. Try again in a moment.
error-network = The server cannot be reached. Check your connection and try again.
error-http-status = The server answered { $status }.

## The start page (pages/Home.tsx); $per is move (Camelot) or turn (Super Camelot)

home-title = Play Camelot and Super Camelot with friends
home-intro = Create a lobby, send its link, play. The server keeps the game honest: it checks every move, rolls the dice and shows each player only what they may see.
# $camelot and $superCamelot are links (home-rules-camelot, home-rules-super-camelot).
home-rules = New to the games? Read { $camelot } (about ten minutes) and { $superCamelot }.
home-rules-camelot = how to play Camelot
home-rules-super-camelot = how to play Super Camelot
home-name = Your name
home-name-placeholder = How the others will see you
home-name-first = Choose your name first (at the top of the page): the others see it beside your seat.
home-new-lobby = New lobby
home-game = Game
home-ruleset = Ruleset
home-ruleset-standard = Standard
home-ruleset-wcf = World Camelot Federation
home-players = Players
home-side = You play
home-side-white = White (moves 1st)
home-side-black = Black
home-clock = Clock
home-clock-none = No clock
home-clock-live = Live
home-clock-camelot = { $minutes } minutes + { $increment } s a move
home-clock-sc = { $secs } s per turn
home-clock-correspondence = Correspondence (days)
home-clock-days = { $per ->
        [move] { $days ->
            [one] { $days } day
           *[other] { $days } days
        } per move
       *[turn] { $days ->
            [one] { $days } day
           *[other] { $days } days
        } per turn
    }
home-public = Public
home-public-help = Public lobbies are listed below for anyone to join. Unticked, only people you send the link or code to can find it.
# $games is the link "My games" (app-my-games).
home-correspondence-help = { $per ->
        [move] A correspondence game: each move may take up to that many days, counted on the calendar. Close the page between moves; { $games } shows when it is your turn.
       *[turn] A correspondence game: each turn may take up to that many days, counted on the calendar. Close the page between moves; { $games } shows when it is your turn.
    }
home-host-note = You take your seat as host when the lobby opens, and can add computer players there.
home-create = Create lobby
home-creating = Creating…
home-code-empty = Type the code your friend sent you, or open their invite link.
home-code-unknown = No lobby has the code { $code }. Check it with whoever sent it.
home-join-title = Join with a code
home-code = Lobby code
home-join = Join
home-open-lobbies = Open lobbies
home-loading = Loading…
home-none-open = None right now. Create one and share its link.
home-lobby-seated = { $taken }/{ $seats } seated
home-lobby-host = host { $name }
home-lobby-spectators = { $count ->
        [one] { $count } spectator
       *[other] { $count } spectators
    }

## The header and the page titles (app.tsx)

app-title = Albion
app-title-lobby = Albion · { $code }
app-title-replay = Albion · game { $id }
app-title-rules = Albion · { $title }
app-home-label = Albion home
app-my-games = My games
# After the badge's number, for screen readers: "My games 2: 2 games wait for you".
app-turn-badge = { $count ->
        [one] : one game waits for you
       *[other] : { $count } games wait for you
    }
app-rules-nav = How to play
app-rules-camelot = Camelot rules
app-rules-super-camelot = Super Camelot rules
app-language = Language
app-missing-title = Nothing here
# $path is the address asked for; $start is the link app-missing-start.
app-missing = There is no page at { $path }. { $start }.
app-missing-start = Go to the start page

## Stopping e-mails (pages/Unsubscribe.tsx)

unsub-page-title = Albion · Stop e-mails
unsub-title = Stop e-mails
unsub-gone = This link does not work any more: e-mails for this game may already be off, or the game is gone. Nothing was changed.
unsub-failed-because = E-mails could not be stopped: { $why }
unsub-failed = E-mails could not be stopped. Try again in a moment.
unsub-done = Done: Albion sends you no more e-mails about this game.
unsub-done-others = Other notifications you set for it (push, webhook) stay as they were. You can change them, or turn e-mails back on, in the Notifications panel of the game's page.
unsub-go-game = Go to the game
unsub-intro = You came here from a link in an e-mail Albion sent you about one of your games. Press the button to stop e-mails about that game; nothing changes until you do.
unsub-only-email = Only e-mails stop: push notifications and webhooks you set for the game stay on.
unsub-button = Stop e-mails for this game
unsub-sending = Stopping e-mails…
unsub-go-games = Go to My games

## A lobby (pages/Lobby.tsx); $per is move (Camelot) or turn (Super Camelot)

lobby-play-here = Play in this tab
lobby-start-page = Start page
# $why is one of the lobby-lost messages.
lobby-reconnecting-in = { $why } Reconnecting in { $secs } s (attempt { $attempt })…
lobby-retry = Retry now
lobby-reconnecting = Reconnecting…
lobby-invite = Invite link
lobby-copy-invite = Copy invite link
lobby-copied = Copied
lobby-waiting-players = { $count ->
        [one] Waiting for { $count } more player
       *[other] Waiting for { $count } more players
    }
lobby-waiting-ready = Waiting for everyone to be ready
lobby-game-playing = Game { $n } in progress
lobby-game-over = Game { $n } is over
lobby-game-aborted = The game was stopped by a server fault
# $label is lobby-correspondence-label in bold; $games is the link "My games".
lobby-correspondence = { $per ->
        [move] { $label } each move may take up to { $days ->
            [one] { $days } day
           *[other] { $days } days
        }, so the game may take days or weeks. { $games } lists it and shows when it is your turn. The deadline runs on the calendar, also while this page is closed.
       *[turn] { $label } each turn may take up to { $days ->
            [one] { $days } day
           *[other] { $days } days
        }, so the game may take days or weeks. { $games } lists it and shows when it is your turn. The deadline runs on the calendar, also while this page is closed.
    }
lobby-correspondence-label = A correspondence game:
# A Camelot seat's side: seat 0 plays White.
lobby-side = { $seat ->
        [0] White
       *[other] Black
    }
lobby-seats = Seats
lobby-free = free
lobby-you = you
lobby-host = host
lobby-ready-tag = ✓ ready
lobby-not-ready-tag = not ready
lobby-wants-rematch = wants a rematch
lobby-left-tag = ⚠ left the game
lobby-away-tag = ○ away
lobby-remove-bot = Remove { $bot }
lobby-kick = Kick { $name }
lobby-claim-win = Claim the win
lobby-hand-over = Hand to a computer player
lobby-hand-over-label = Hand { $name }'s seat to a computer player
lobby-bot-level = Computer player's level
lobby-level = { $level ->
        [easy] Easy
        [hard] Hard
       *[medium] Medium
    }
lobby-add-bot = Add computer player
lobby-spectator-note = { $playing ->
        [yes] Every seat is taken and the game is on, so you are watching: you see the game as it is played and can chat, but not play.
       *[no] Every seat is taken, so you are watching: you see the game as it is played and can chat, but not play.
    }
lobby-name = Your name
lobby-name-first = Type your name first
lobby-sit = Sit in seat { $n }
lobby-sit-side = Sit in seat { $n } ({ $side })
lobby-sit-why = Type your name to take a seat: the others see it beside your seat.
lobby-watching-until = You are watching until you take a seat.
lobby-character = Your Character
lobby-character-help = Seats that choose none get the first free one when the game starts.
lobby-character-taken = taken by { $name }
lobby-ready = Ready
lobby-ready-on = ✓ Ready
lobby-start = Start game
lobby-leave = Leave seat
lobby-all-ready = Everyone is ready: start when you like.
lobby-host-help = You are the host: you can start once every seat is taken and ready.
lobby-guest-help = The host starts the game once every seat is taken and ready.
lobby-chat = Chat
lobby-chat-empty = No messages yet.
lobby-chat-player = { $name }:
lobby-chat-watcher = { $name } (watching):
lobby-chat-message = Chat message
lobby-chat-placeholder = Say something
lobby-chat-send = Send
lobby-joining = Joining lobby { $code }…
lobby-spectators = { $count ->
        [one] { $count } spectator watching
       *[other] { $count } spectators watching
    }
lobby-you-watch = you are watching
lobby-rules-camelot = How to play Camelot
lobby-rules-super-camelot = How to play Super Camelot
lobby-game = Game

## A game's replay (pages/Replay.tsx)

replay-not-found = There is no game { $id } on this server, or it was played in a private lobby that this browser held no seat in.
replay-in-progress = Game { $id } is still being played. Its record can be replayed here once the game is over.
replay-busy = The server is busy answering this address. Wait a moment and reload the page.
replay-load-failed = The game could not be loaded.
replay-duration-secs = { $secs } s
replay-duration-minutes = { $minutes } min
replay-duration-hours = { $hours } h { $minutes } min
replay-sc-no-winner = No winner ({ $reason }).
# $how: grail, gems, resignation, or other ($reason says it).
replay-sc-wins = { $how ->
        [grail] { $name } wins with the Holy Grail.
        [gems] { $name } wins with 40 Gems.
        [resignation] { $name } wins as the last one standing.
       *[other] { $name } wins ({ $reason }).
    }
replay-title = Game record { $id }
replay-back = Back to the lobbies
replay-loading = Loading game record { $id }…
replay-camelot-title = Camelot ({ $ruleset })
replay-sc-title = Super Camelot ({ $players } players)
replay-aborted = Stopped by a server fault: this record ends before the action that failed.
replay-game-private = Game { $n } of a private lobby
replay-game-of-lobby = Game { $n } of lobby { $lobby }
replay-start = Start
# $number is the move's WCF number ("12." or "12..."), $step the ply shown, $n the plies in the game.
replay-step = { $number } { $move } · ply { $step } of { $n }
replay-board-label = Position after { $number } { $side } { $move } (ply { $step } of { $n })
replay-board-start = { $n ->
        [one] Start position ({ $n } ply in this game)
       *[other] Start position ({ $n } plies in this game)
    }
replay-stepper = Step through the game
replay-first = Start position (Home)
    .title = Start (Home)
replay-prev = Previous move (←)
    .title = Previous (←)
replay-next = Next move (→)
    .title = Next (→)
replay-last = Last position (End)
    .title = End (End)
replay-flip = Turn the board
replay-played = { $name } ({ $side }) played { $number } { $move }.
replay-played-capturing = { $name } ({ $side }) played { $number } { $move }, capturing { $captured }.
replay-start-position = The start position.
replay-then = Then: { $what }
replay-bad-position = This record holds a position this page cannot read.
replay-moves = Moves
replay-download = Download WCF
replay-log = What happened
replay-nothing = Nothing was played.

`,Ne=`# Camelot's game screen: the board, the move list, whose turn, the result, the offers, the side
# panels and the keys (web/src/games/camelot/). \`$color\` is \`white\` or \`black\`; \`$player\` is a
# player as camelot-player words them ("ann (White)").

## Sides, players, pieces

camelot-color = { $color ->
    [white] White
   *[black] Black
}
camelot-player = { $name } ({ $color ->
    [white] White
   *[black] Black
})
camelot-seat = Seat { $seat }
# A piece as a square's label names it: "white man".
camelot-piece = { $color ->
    [white] white
   *[black] black
} { $role ->
    [knight] knight
   *[man] man
}
camelot-empty = empty
camelot-castle-of = { $color ->
    [white] White's castle
   *[black] Black's castle
}
# Lists: "A and B", "A, B or C" ($head is every item but the last, joined by commas).
camelot-list-and = { $head } and { $last }
camelot-list-or = { $head } or { $last }
camelot-list-or-more = { $head } or { $count } more

## The result

camelot-result-win = { $player } wins: { $why }.
camelot-result-draw = Draw: { $why }.
camelot-win-castle = two pieces in { $loser ->
    [white] White's
   *[black] Black's
} castle
camelot-win-elimination = every { $loser ->
    [white] White
   *[black] Black
} piece captured
camelot-win-no-legal-move = { $loser ->
    [white] White
   *[black] Black
} has no legal move
camelot-win-resignation = { $loser ->
    [white] White
   *[black] Black
} resigned
camelot-win-time = { $loser ->
    [white] White's
   *[black] Black's
} time ran out
camelot-win-abandonment = { $loser ->
    [white] White
   *[black] Black
} left the game
camelot-draw-bare-pieces = both sides are down to one piece or none
camelot-draw-repetition = the same position came up a third time
camelot-draw-no-progress = 100 plies without a capture or a move onto a castle square
camelot-draw-no-legal-move = the side to move has no legal move and the other has too few pieces to win
camelot-draw-time = the time of the side to move ran out and the other has too few pieces to win
camelot-draw-agreement = both players agreed

## Moves and turns, said aloud

camelot-captured = the { $color ->
    [white] white
   *[black] black
} { $role ->
    [knight] knight
   *[man] man
} on { $square }
camelot-captured-unseen = the piece on { $square }
camelot-said-move = { $player } played { $number } { $move }.
camelot-said-capture = { $player } played { $number } { $move }, capturing { $captured }.
camelot-said-your-move = Your move, { $player }.
camelot-said-to-move = { $player } to move.
camelot-said-over = Game over.
camelot-said-over-result = Game over. { $result }
camelot-said-aborted = The game was stopped by a server fault.
# While a move is being picked on the board (said politely, beside the "Your move" line): where
# the piece may land next. $targets is a list of squares ("E8, G8 or I8").
camelot-said-picked = Piece on { $square } picked: it can move to { $targets }.
camelot-said-route = On { $square }: keep going, to { $targets }.
# The route so far is a whole move that could also go on.
camelot-said-choice = { $move } can be played: pick { $square } again to play it, or keep going, to { $targets }.
camelot-said-my-offer = { $offer ->
    [draw] You offered a draw; waiting for the answer.
   *[takeback] You offered a takeback; waiting for the answer.
}
camelot-said-their-offer = { $offer ->
    [draw] { $name } offers a draw.
   *[takeback] { $name } offers a takeback.
}
camelot-said-answer-offer = Accept or decline it in the Offers box.

## The board in words

camelot-side-knights = { $count ->
    [0] no knights
    [one] Knight { $squares }
   *[other] Knights { $squares }
}
camelot-side-men = { $count ->
    [0] no men
    [one] Man { $squares }
   *[other] Men { $squares }
}
camelot-side-pieces = { $knights }; { $men }
camelot-side-none = no pieces left
camelot-words-side = { $player }: { $pieces }.
camelot-words-castle-moves = Castle moves used (at most 2 each): White { $white }, Black { $black }.
camelot-words-last-move = Last move: { $move }.
camelot-words-no-move = No move played yet.
camelot-words-title = The board in words

## The status line

camelot-waiting = Waiting for the game…
camelot-status-over = The game is over.
camelot-status-aborted = The game was stopped by a server fault.
camelot-status-sending = Sending { $move }…
camelot-status-to-move = { $player } to move
camelot-status-to-move-mine = { $player } to move · your move
camelot-bad-position = The server sent a position this page cannot read: { $position }

## The board

camelot-board-label = Camelot board, { $bottom ->
    [white] White's side at the bottom
   *[black] Black's side at the bottom
}
camelot-board-label-last = Camelot board, { $bottom ->
    [white] White's side at the bottom
   *[black] Black's side at the bottom
}, last move { $move }
camelot-square-selected = selected
camelot-square-on-route = on your route
camelot-square-must-capture = must capture
camelot-square-target = you can move here
camelot-square-captured = captured by the last move
camelot-square-last-move = last move

## Picking a move

camelot-choice-group = Finish or continue the move
camelot-play-move = Play { $move }
camelot-choice-hint = { $touch ->
    [yes] or tap a marked square ({ $targets }) to keep going
   *[no] or click a marked square ({ $targets }), or press Enter on it, to keep going · Esc cancels
}
camelot-hint-first = { $square }: { $touch ->
    [yes] tap a marked square ({ $targets }) to move there
   *[no] click a marked square ({ $targets }), or press Enter on it, to move there
}
camelot-hint-more = { $route }: keep going ({ $targets })
camelot-hint-cancel = { $touch ->
    [yes] tap the piece again to cancel
   *[no] Esc or click the piece again to cancel
}
camelot-continue-group = Play the whole capture
camelot-refused = Move refused:
camelot-refused-stale = The game moved on before your move arrived. Look at the board and move again.
camelot-refused-turn = It is not your turn.
camelot-refused-over = The game is over.
camelot-refused-store = The server could not save your move. Try again.
camelot-refused-time = Your time ran out before your move arrived.
camelot-not-sent-picked = Not connected: the move was not sent. It can be played again once the connection is back.
camelot-not-sent-typed = Not connected: the move was not sent.
camelot-not-your-turn = It is { $name }'s turn ({ $color ->
    [white] White
   *[black] Black
}).
camelot-not-your-turn-typed = It is { $name }'s turn.
camelot-not-your-piece = That is a { $piece ->
    [white] white
   *[black] black
} piece: pick one of yours ({ $mine ->
    [white] White
   *[black] Black
}).
camelot-not-a-move = Not a move: { $why }.
camelot-only-the-start = { $move } is only the start: the capture must continue while the piece can capture more. { $count ->
    [one] The full move:
   *[other] Full moves:
}
camelot-compulsory = A capture is compulsory: { $count ->
    [one] your piece on { $pieces } (ringed) must capture
   *[other] one of your pieces on { $pieces } (ringed) must capture
}. { $moves ->
    [one] The capture
   *[other] Captures
}: { $list }.
camelot-leave-castle = { $count ->
    [one] Your piece on { $square } must leave your own castle this turn: { $example } is available.
   *[other] A piece in your castle must leave your own castle this turn: { $example } is available.
}
camelot-no-legal-move = The piece on { $square } has no legal move.

## Reading a typed move

camelot-parse-empty = Type a move such as E6-E5, E6-C8-A8 or H4xJ4xL6.
camelot-parse-no-start = '{ $text }' does not start with a square
camelot-parse-missing = a square is missing after '{ $sep }'
camelot-parse-off-board = { $square } is not on the board
camelot-parse-not-square = '{ $name }' is not a square: expected a file A–L and a rank 1–16, like F1
camelot-parse-one-square = a move is an origin square followed by at least one step, like E6-E5 or H4xJ4
camelot-parse-bad-jump = { $from }x{ $to }: a jump leaps over one square to the square beyond, in a straight line
camelot-parse-bad-step = { $from }-{ $to }: a step goes to an adjacent square or leaps over one square in a straight line

## The move list

camelot-no-moves = No moves yet.
camelot-moves-label = Moves, newest last
camelot-moves = Moves
camelot-move-label = { $number } { $color ->
    [white] White
   *[black] Black
} { $move }

## The offers (a draw, a takeback)

camelot-offers = Offers
camelot-offer-draw = Offer a draw
camelot-offer-takeback = Ask to take back
camelot-offer-again-later = You can offer again after your next move.
camelot-offer-mine = { $offer ->
    [draw] You offered a draw.
   *[takeback] You offered a takeback.
} Waiting for { $opponent }.
camelot-offer-withdraw = Withdraw the offer
camelot-offer-theirs = { $offer ->
    [draw] { $opponent } offers a draw.
   *[takeback] { $plies ->
        [2] { $opponent } offers a takeback: their last move and your reply go back.
       *[1] { $opponent } offers a takeback: their last move goes back.
    }
}
camelot-offer-move-declines = A move of yours declines it too.
camelot-offer-accept = { $offer ->
    [draw] Accept the draw
   *[takeback] Accept the takeback
}
camelot-offer-decline = Decline

## The side panel

camelot-players = Players
camelot-you = you
camelot-left-game = left the game
camelot-away = away
camelot-pieces-left = { $total ->
    [one] { $total } piece
   *[other] { $total } pieces
} left ({ $knights ->
    [one] { $knights } knight
   *[other] { $knights } knights
}, { $men ->
    [one] { $men } man
   *[other] { $men } men
})
camelot-castle-moves-used = { $used } of 2 castle moves used
camelot-type-label = Type a move
camelot-type-placeholder = e.g. E6-E5 or E6xE8
camelot-type-wait = wait for your turn
camelot-type-play = Play
camelot-type-help = WCF notation: - for a step or a canter, x for a jump.
camelot-resign = Resign
camelot-resign-group = Confirm resignation
camelot-resign-question = Resign this game? { $winner } wins.
camelot-resign-yes = Yes, resign
camelot-keep-playing = Keep playing
camelot-rematch-asks = { $names } asks for a rematch (colours swap).
camelot-rematch-accept = Accept
camelot-rematch = Rematch
camelot-rematch-asked = Rematch asked
camelot-rematch-waiting = Waiting for { $name } to accept.
camelot-rematch-swap = Colours swap in a rematch.
camelot-rematch-asked-by = { $names } asked for a rematch.
camelot-replay-link = Replay this game
camelot-rules = Rules at hand
camelot-rules-charge = How does a Knight's charge work?
camelot-rules-capture = When must I capture?
camelot-rules-canter = Canters: leaping your own pieces
camelot-rules-castles = The castles
camelot-rules-end = How a game ends

## Keys

camelot-keys-title = Camelot keys
camelot-keys-intro = Every move and whose turn it is are read out as they happen; the board in words lists every piece.
camelot-key-help = Show these keys.
camelot-key-words = Show or hide the board in words (pieces, castle moves, last move, whose turn).
camelot-key-board = Go to the board.
camelot-key-move-box = Go to the move box: type a move such as E6-E5 or E6xE8, then Enter.
camelot-key-arrows = Arrow keys
camelot-key-arrows-what = On the board: move from square to square, as the board is drawn.
camelot-key-enter = Enter or Space
camelot-key-enter-what = On the board: pick up a piece, then the squares of its move; the last square plays it.
camelot-key-backspace = Backspace
camelot-key-backspace-what = Take back the last square picked.
camelot-key-escape = Escape
camelot-key-escape-what = Put the piece back (and close this dialog).
camelot-key-tab = Tab
camelot-key-tab-what = Go on to the next control: the board is one stop, then the move box, the offers, Resign, the rules and the moves.
`,Pe=`# The how-to-play pages (/rules/camelot, /rules/super-camelot): web/src/pages/Rules.tsx,
# web/src/rules/links.ts and, at build time, web/rules-plugin.ts. The texts themselves are
# docs/how-to-play-*.md (English) and docs/fr/how-to-play-*.md (French).

# The page titles: each must be the first heading of that language's document.
rules-title-camelot = How to play Camelot
rules-title-super-camelot = How to play Super Camelot
# The table of contents beside the text (a landmark's name).
rules-contents = Contents
rules-start-page = Start page
rules-loading = Loading…
rules-load-error = The rules could not be loaded. Reload the page to try again.
# The "#" link at the start of each heading, as a screen reader names it.
rules-section-link = Link to this section
# A table's empty top-left header (over the column that names each row), read by screen readers only.
rules-table-row-names = Case
`,Fe=`# Super Camelot's game screen (web/src/games/super-camelot/): the buttons' labels (the same
# sentences as the engine's \`words::choice\`, checked against web/test/sc-choices.fixture.ts), what
# the others wait for, the forest in words, the panels, the tooltips and the keys. The log's lines
# and the prompt come from the server already worded. Squares are named as on the map (\`L10\`).

## Names: each has its definite (.the) and indefinite (.a) form where sentences need one

sc-character-arthur = Arthur
    .blurb = Excalibur: once per turn, after any attack roll, reroll one die.
sc-character-gwenivere = Gwenivere
    .blurb = Grace: when defending, a Gem blocks too (as well as a Shield or a Star).
sc-character-lancelot = Lancelot
    .blurb = Peerless: in each of his attack rolls, one Blank counts as a 1 Hit.
sc-character-percival = Percival
    .blurb = Pathfinder: his first Move each turn goes up to 4 squares instead of 3.
sc-character-kay = Kay
    .blurb = Seneschal: starts with a Small Key and opens Small Chests from any side, not only from below.
sc-character-merlin = Merlin
    .blurb = Enchanter: starts with a Bomb; his own Bombs never hurt him; on his Bomb rolls each Blank also counts as a Gem.

sc-item-green-gem = Green Gem
    .a = a Green Gem
sc-item-blue-gem = Blue Gem
    .a = a Blue Gem
sc-item-bomb = Bomb
    .a = a Bomb
sc-item-small-key = Small Key
    .a = a Small Key

sc-treasure-hunting-bow = Hunting Bow
    .the = the Hunting Bow
    .effect = once per turn, for free: attack one Enemy anywhere on your tile
sc-treasure-shovel = Shovel
    .the = the Shovel
    .effect = the Dig Action: draw a Small Loot card
sc-treasure-racing-boots = Racing Boots
    .the = the Racing Boots
    .effect = every Move goes 1 square further
sc-treasure-greatsword = Greatsword
    .the = the Greatsword
    .effect = your sword arc is 5 squares
sc-treasure-royal-shield = Royal Shield
    .the = the Royal Shield
    .effect = defend with 2 dice
sc-treasure-magnet = Magnet
    .the = the Magnet
    .effect = on your turn you collect every Item on your tile at once
sc-treasure-power-gauntlet = Power Gauntlet
    .the = the Power Gauntlet
    .effect = walk through Rocks

sc-enemy-carnivorous-plant = Carnivorous Plant
    .the = the Carnivorous Plant
    .a = a Carnivorous Plant
    .killed = the Carnivorous Plant killed
sc-enemy-mimic = Mimic
    .the = the Mimic
    .a = a Mimic
    .killed = the Mimic killed
sc-enemy-dark-knight = Dark Knight
    .the = the Dark Knight
    .a = a Dark Knight
    .killed = the Dark Knight killed
# An Enemy the page cannot name (not in its view).
sc-enemy = Enemy
    .the = the Enemy
    .a = an Enemy
    .killed = the Enemy killed

sc-relic-fire = Fire
    .the = the Fire Relic
    .stack = the Fire Relic stack
sc-relic-water = Water
    .the = the Water Relic
    .stack = the Water Relic stack
sc-relic-wind = Wind
    .the = the Wind Relic
    .stack = the Wind Relic stack
sc-big-key = Big Key
    .the = the Big Key
    .stack = the Big Key stack
sc-special-item = a Special Item

sc-face-two-hits = 2 Hits
sc-face-one-hit = 1 Hit
sc-face-star = Star
sc-face-gem = Gem
sc-face-shield = Shield
sc-face-blank = Blank
sc-star-as-gem = a Gem

sc-circle = { $circle ->
    [North] the North circle
    [East] the East circle
    [South] the South circle
   *[West] the West circle
}
sc-circle-title = { $circle ->
    [North] The North starting circle
    [East] The East starting circle
    [South] The South starting circle
   *[West] The West starting circle
}
sc-circle-letter = { $circle ->
    [North] N
    [East] E
    [South] S
   *[West] W
}
sc-at-square = at { $square }
sc-at-circle = at { $circle }
sc-on-circle = on { $circle }
sc-direction = { $dir ->
    [N] north
    [NE] north-east
    [E] east
    [SE] south-east
    [S] south
    [SW] south-west
    [W] west
   *[NW] north-west
}
sc-range = { $from } to { $to }
sc-seat = Seat { $seat }
sc-list-and = { $head } and { $last }

## What stands on a square

sc-bush = a Bush
sc-rock = a Rock
sc-small-chest = a Small Chest
sc-small-chest-open = an open Small Chest
sc-big-chest = the Big Chest
sc-big-chest-open = the open Big Chest
sc-stack-left = { $stack } ({ $count } left)
sc-plant-facing = { $plant } facing { $dir ->
    [N] north
    [NE] north-east
    [E] east
    [SE] south-east
    [S] south
    [SW] south-west
    [W] west
   *[NW] north-west
}
sc-enemy-health = { $enemy } at { $square } ({ $health ->
    [one] { $health } Hit
   *[other] { $health } Hits
} to kill)
sc-enemy-at = { $enemy } at { $square }
sc-bush-at = the Bush at { $square }
sc-bush-cut = the Bush cut

## The buttons: what each choice does

sc-with-effects = { $label }: { $effects }
sc-effect-explores = explores a new tile
sc-effect-wakes = wakes the tile up
sc-effect-breaks-rock = breaks the Rock (Power Gauntlet)
sc-effect-picks-up = picks up { $items }
sc-act-place = Stand on { $circle }
sc-act-move = Move
sc-act-move-potion = Take the Speed Potion's free Move
sc-act-step-circle = Step onto { $circle }
sc-act-step-off = Step off { $circle } to { $square }
sc-act-step-dir = Step { $dir ->
    [north] north
    [east] east
    [south] south
   *[west] west
} to { $square }
sc-act-step = Step to { $square }
sc-act-stop = Stop moving
sc-act-stop-left = Stop moving ({ $count ->
    [one] { $count } square
   *[other] { $count } squares
} unused)
sc-act-undo-step = Take back the step to { $square } (back to { $back })
sc-act-undo-step-plain = Take back the last step
sc-act-attack = Attack { $dir } with the sword
sc-act-attack-great = Attack { $dir } with the Greatsword
sc-act-bomb = Throw a Bomb at the block from { $range }
sc-act-bomb-hits = Throw a Bomb at the block from { $range }: hits { $hits }
sc-you = you
sc-act-bow = Shoot the Hunting Bow at { $target }
sc-act-open-big = Open the Big Chest at { $square } (uses the Big Key)
sc-act-open-small = Open the Small Chest at { $square } (uses a Small Key)
sc-act-pick-up = Pick up { $what } at { $square }
sc-act-grail = Claim the Holy Grail
sc-act-dig = Dig with the Shovel (draws a Small Loot card)
sc-act-end = End turn
sc-act-end-left = End turn ({ $count ->
    [one] { $count } Action
   *[other] { $count } Actions
} unused)
sc-act-reroll-die = Reroll die { $die }
sc-act-reroll = Reroll the { $face } die
sc-act-reroll-twin = Reroll the { $face } die (die { $die })
sc-act-keep = Keep the roll
sc-act-star = Count the Star as { $use }
sc-star-hits = { $label }: { $count ->
    [one] { $count } Hit
   *[other] { $count } Hits
}
sc-star-enough = { $label }, enough for { $targets }
sc-star-not-enough = { $label }, not enough for { $targets }
sc-star-gems = { $label }; { $count ->
    [one] { $count } Gem
   *[other] { $count } Gems
}
sc-act-kill = Kill { $who }
sc-act-kill-hits = Kill { $who } ({ $health } of { $hits ->
    [one] { $hits } Hit
   *[other] { $hits } Hits
})
sc-act-litter = Draw Litter for the Bush cut at { $square }
sc-act-loot = Draw Loot for { $what } at { $square }
sc-act-decline-potion = Decline the Speed Potion
sc-act-activate = Activate { $enemy } at { $square } next
sc-act-target = Send the Enemy against { $name }
sc-act-target-character = Send the Enemy against { $name } ({ $character })
sc-act-knight-to = Stop the Dark Knight at { $square }
sc-act-surrender = Give up { $treasure } (worth { $gems ->
    [one] { $gems } Gem
   *[other] { $gems } Gems
})
sc-act-surrender-unknown = Give up Small Treasure { $index }
sc-act-walk = Walk to { $square } ({ $count ->
    [one] { $count } square
   *[other] { $count } squares
})

## What someone is asked, for the others ("Waiting for ann to …")

sc-wait-place-character = choose a starting circle
sc-wait-take-action = choose an action
sc-wait-continue-move = go on moving
sc-wait-reroll = decide on a reroll
sc-wait-convert-star = count a Star
sc-wait-assign-hits = choose the Enemy to kill
sc-wait-choose-litter = choose the Bush that drops Litter
sc-wait-choose-loot = choose the Enemy that drops Loot
sc-wait-speed-potion = take or decline the Speed Potion
sc-wait-choose-enemy = choose the Enemy that acts next
sc-wait-choose-target = choose whom the Enemy attacks
sc-wait-choose-knight-square = choose where the Dark Knight stops
sc-wait-choose-stolen-treasure = choose the Small Treasure the Mimic steals

## The forest in words

sc-tv-who = { $name }'s { $character } ({ $letter })
sc-tv-edge = the edge of the forest
sc-tv-unexplored = unexplored forest
sc-tv-castle = the Castle
sc-tv-tree = a Tree
sc-tv-open = open ground
sc-tv-gems = Gems: { $gems }
sc-tv-gems-goal = Gems: { $gems } ({ $more } more to reach 40)
sc-tv-gems-hidden = Gems: hidden
sc-tv-health = Health: { $health } of 6
sc-tv-health-out = Health: { $health } of 6, passed out
sc-tv-keys = { $keys ->
    [one] { $keys } Small Key
   *[other] { $keys } Small Keys
}, { $bombs ->
    [one] { $bombs } Bomb
   *[other] { $bombs } Bombs
}
sc-tv-keys-big = { $keys ->
    [one] { $keys } Small Key
   *[other] { $keys } Small Keys
}, { $bombs ->
    [one] { $bombs } Bomb
   *[other] { $bombs } Bombs
}, the Big Key
sc-tv-relics = Relics: { $relics }
sc-tv-relics-none = Relics: none
sc-tv-treasures-none = Treasures: none
sc-tv-treasures = Treasures: { $treasures }
sc-tv-treasure-up = { $treasure } (face up, { $gems } Gems)
sc-tv-treasure-lost = { $treasure } (lost for good)
sc-tv-treasure-stolen = { $treasure } (stolen by a Mimic)
sc-tv-not-placed = not on the board yet
sc-tv-resigned-off = resigned, off the board
sc-tv-at-tile = at { $square } on the tile { $tile } ({ $id })
sc-tv-you = You: { $character } ({ $letter }), { $where }.
sc-tv-side = { $side ->
    [north] North
    [east] East
    [south] South
   *[west] West
}, { $square }: { $what }.
sc-tv-side-edge = { $side ->
    [north] North
    [east] East
    [south] South
   *[west] West
}: { $what }.
sc-tv-resigned = resigned
sc-tv-other = { $who }: { $where }, { $health } of 6 Health, { $gems }.
sc-tv-other-gems = { $gems } Gems
sc-tv-gems-hidden-short = Gems hidden
sc-tv-over = The game is over.
sc-tv-turn-mine = Turn { $turn }: your turn, { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
} left.
sc-tv-turn-other = Turn { $turn }: { $name } ({ $character }) to play, { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
} left.
sc-tv-you-are-to = You are to { $what }.
sc-tv-waiting-for = Waiting for { $name } to { $what }.
sc-tv-title = The forest in words
sc-tv-next-to-you = Next to you:
sc-tv-choose = You may choose (the squares you can reach among them):
sc-tv-nothing = Nothing to choose now.
sc-tv-cards = Your cards:
sc-tv-others = The others:

## The first-player rolls (the start of the log)

sc-first-roll = { $name } rolls { $dice } for the first player
sc-first-roll-again = { $name } rolls { $dice } for the first player (tie: again)
sc-first-player = { $name } rolled the most Stars ({ $count }) and plays first

## The game screen

sc-waiting-forest = Waiting for the forest…
sc-keys-title = Super Camelot keys
sc-keys-intro = What the log says is read out as it happens, and what waits for you at once.
sc-key-help = Show these keys.
sc-key-words = Show or hide the forest in words: your square and tile, what is next to you, what you may choose, your cards and Gems.
sc-key-choices = Go to your choices (when one waits for you): every choice on the map is a button there too.
sc-key-log = Go to the game log (newest last).
sc-key-tab = Tab, Shift+Tab
sc-key-tab-what = Go from control to control: the map tools, your choices, the players, the log.
sc-key-enter = Enter or Space
sc-key-enter-what = Press the focused button (a Bomb or a Bow shot asks once more before it goes).
sc-key-escape = Escape
sc-key-escape-what = Close this dialog.
sc-zoom-in = Zoom in
sc-zoom-out = Zoom out
sc-whole-forest = Whole forest
sc-hint-walk = Tap a square up to the squares you have left away to walk there, or a neighbour for one step.
sc-hint-targets = Outlined squares can be chosen on the map, or with the buttons.
sc-hint-turn = Turn { $turn } · { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
} unexplored
sc-map-zoomed = The map, zoomed: scroll it
sc-dice-resolved = Dice being resolved
sc-resign-question = Resign? Your Character leaves the board for good; the others play on.
sc-resign-yes = Yes, resign
sc-cancel = Cancel
sc-resign = Resign…
sc-refused-stale = The game moved on before your choice arrived: look again and choose.
sc-refused-turn = It is not your decision now.
sc-refused-illegal = That move was not accepted: { $why }
sc-refused-over = The game is already over.
sc-refused-other = Not accepted: { $why }

## The status line

sc-status-server = Waiting for the server…
sc-status-your-choice = Your choice: { $what }
sc-status-waiting = Waiting for { $name } to { $what }…
sc-status-turn-mine = Turn { $turn } · your turn
sc-status-turn-other = Turn { $turn } · { $name } ({ $character }) to play
sc-status-actions = { $count ->
    [one] { $count } action
   *[other] { $count } actions
} left
sc-status-clock-left = left in this turn
sc-status-clock-title = Counted in this browser from when the prompt appeared; the server decides when time is up
sc-status-clock = ~{ $time } left (approximate)

## Your choice

sc-decide = Your choice
sc-decide-clock = Answer within about { $time }, or the server chooses for you (the least valuable treasure).
sc-decide-face-up = Your face-up treasures:
sc-treasure-gems = { $treasure } ({ $gems } Gems)
sc-confirm-shot = Confirm the shot
sc-shoot-bow = Shoot the Hunting Bow
sc-shot-note = The shot cannot be taken back. Tap the same square again, or:
sc-shoot = Shoot
sc-confirm-end = Confirm the end of your turn
sc-end-question = End your turn with { $count ->
    [one] { $count } action
   *[other] { $count } actions
} left?
sc-end-note = The actions you leave are lost. Press End turn again, or:
sc-end-the-turn = End the turn
sc-keep-playing = Keep playing
sc-confirm-bomb = Confirm the Bomb
sc-throw-bomb = Throw a Bomb
sc-bomb-note = It hits everything in the block shaded on the map, you too if you stand in it, and cannot be taken back. Tap the same corner again, or:
sc-throw-the-bomb = Throw the Bomb
sc-choices-at = Choices at { $place }
sc-at-place = At { $place }:
sc-close = close
sc-choices = Choices
sc-bombs = Throw a Bomb ({ $count ->
    [one] { $count } block
   *[other] { $count } blocks
} to choose from)

## Rules at hand and the dice

sc-rules-dice = The dice faces and what they do
sc-rules-actions = Your Actions
sc-rules-bomb = How a Bomb hits
sc-rules-move = Moving and exploring
sc-rules-enemies = The Enemy Turn
sc-rules-items = Items, cards and treasures
sc-rules-how = How to play Super Camelot
sc-faces = What the dice faces do
sc-face-meaning-two-hits = two hits
sc-face-meaning-one-hit = one hit
sc-face-meaning-star = attacking, you choose: 1 Hit, 2 Hits or a Gem; defending, it blocks
sc-face-meaning-gem = attacking, one card for a cut Bush or a killed Enemy (Gwenivere: blocks too)
sc-face-meaning-shield = defending, blocks all the damage
sc-face-meaning-blank = nothing
sc-dice = Dice: { $dice }

## The players

sc-players = Players
sc-you-tag = you
sc-to-play = to play
sc-left-game = left the game
sc-resigned-flag = Resigned: off the board, watching
sc-passed-out-flag = Passed out: skips the next turn, recovering 1 Health
sc-health-label = Health { $health } of 6
sc-health = { $health }/6 Health
sc-small-keys = { $count ->
    [one] { $count } Small Key
   *[other] { $count } Small Keys
}
sc-bombs-count = { $count ->
    [one] { $count } Bomb
   *[other] { $count } Bombs
}
sc-big-key-tag = Big Key
sc-relics = Relics: { $relics } ({ $count }/3)
sc-relics-none = none
sc-treasure-up = (face up, { $gems } Gems)
sc-treasure-lost = (lost for good)
sc-treasure-stolen = (stolen by a Mimic, face down)
sc-gems-label = Gems:
sc-gems-more = { $more } more to reach 40
sc-gems-hidden = Gems: hidden

## The log

sc-log = Game log
sc-log-title = Log
sc-log-loading = Loading earlier lines…
sc-log-earlier = Show earlier
sc-log-label = Game log, newest last

## The end of the game

sc-over = Game over
sc-over-title = { $by ->
    [Grail] Game over: { $winner } with the Holy Grail.
    [Gems] Game over: { $winner } by reaching 40 Gems.
   *[Resignation] Game over: { $winner } as the last one standing.
}
sc-you-win = You win
sc-wins = { $name } ({ $character }) wins
sc-totals = Everyone's Gems, revealed
sc-col-player = Player
sc-col-character = Character
sc-col-gems = Gems
sc-rematch = Rematch
sc-rematch-asked = Rematch asked
sc-rematch-accept = Accept the rematch
sc-rematch-asked-by-me = Asked for a rematch: { $names }; it starts when every seat agrees.
sc-rematch-asks = { $count ->
    [one] { $names } asks for a rematch.
   *[other] { $names } ask for a rematch.
}
sc-replay-link = Replay this game

## The map and its legend

sc-map = The forest map. Every choice on it is also listed as a button.
# The Map Tiles' printed names, by id (as games/super-camelot/data/tiles.txt names them and the
# engine's catalogue words them); a tile id not listed here is shown by the name the server gives.
sc-tile-u01 = Quiet Glade
sc-tile-u02 = Bramble Thicket
sc-tile-u03 = Rocky Pass
sc-tile-u04 = Knight's Crossing
sc-tile-u05 = Mimic Hollow
sc-tile-u06 = Flower Meadow
sc-tile-u07 = Overgrown Ruins
sc-tile-u08 = Bush Maze
sc-tile-u09 = Old Well
sc-tile-u10 = Dark Clearing
sc-tile-u11 = Stone Circle
sc-tile-n1 = Fire Shrine
sc-tile-n2 = Water Shrine
sc-tile-n3 = Wind Shrine
sc-tile-n4 = Big Key
sc-tile-n5 = Big Chest
sc-tile-title = { $name } (tile { $id })
sc-tile-title-empty = { $name } (tile { $id }): nobody is on it
# The letter drawn where something will appear on a tile nobody has entered yet (the tile's
# layout symbol: B Bush, R Rock, P Plant, M Mimic, D Dark Knight), in the reader's language.
sc-ghost-letter = { $symbol ->
    [B] B
    [R] R
    [P] P
    [M] M
   *[D] D
}
sc-ghost = { $symbol ->
    [B] Bush
    [R] Rock
    [P] Plant
    [M] Mimic
   *[D] Dark Knight
} comes here when someone enters
sc-castle-title = The Castle and the Holy Grail (L12–M13)
sc-grail-tag = GRAIL
sc-big-tag = BIG
sc-square-title = { $square }: { $what }
sc-character-title = { $name }: { $character } ({ $letter })
sc-character-title-out = { $name }: { $character } ({ $letter }), passed out
sc-holds-stolen = holds a stolen treasure
sc-letter-dark-knight = DK
sc-letter-fire = Fi
sc-letter-water = Wa
sc-letter-wind = Wi
sc-letter-green-gem = g
sc-letter-blue-gem = b
sc-legend = Map legend and Characters
sc-legend-coords = Columns A–X, rows 1–24: L10 is column L, row 10, as in the log and on the buttons.
sc-legend-character = A Character, by its letter; dashed ring: you
sc-legend-passed-out = Grey, flat, "zz": passed out
sc-legend-circle = Starting circle N, E, S or W
sc-legend-unexplored = Unexplored forest (?)
sc-legend-tree = Tree: never passable
sc-legend-bush = Bush: cut by any attack
sc-legend-rock = Rock
sc-legend-plant = P Carnivorous Plant; the red point shows where it faces
sc-legend-mimic = Mi Mimic (a gold dot: holds a stolen treasure)
sc-legend-dark-knight = DK Dark Knight
sc-legend-small-chest = Small Chest (lid dashed once opened)
sc-legend-big-chest = BIG: the Big Chest
sc-legend-relic = Relic stack: Fi Fire, Wa Water, Wi Wind; the number: tokens left
sc-legend-big-key = The Big Key stack
sc-legend-gems = g green Gem (1) · b blue Gem (5), lying on the ground
sc-legend-bomb = A Bomb lying on the ground
sc-legend-small-key = A Small Key lying on the ground
sc-legend-ghost = Faint letter: what appears there when someone enters the tile
`,Ie=`# Ce que les deux jeux partagent pour jouer sans voir l'écran ou sans souris
# (web/src/games/a11y.tsx) et la pendule (web/src/games/ClockTime.tsx). \`$what\` vaut \`board\`
# (Camelot) ou \`forest\` (Super Camelot).

a11y-text-view-show = { $what ->
    [board] Le plateau en mots
   *[forest] La forêt en mots
}
a11y-text-view-hide = { $what ->
    [board] Masquer le plateau en mots
   *[forest] Masquer la forêt en mots
}
a11y-keys = Touches
a11y-close = Fermer
a11y-keys-caption = Les touches et ce qu'elles font
a11y-key = Touche
a11y-key-what = Ce qu'elle fait

## La pendule ($time est le temps restant en mots)

a11y-clock = { $who }, temps restant\xA0: { $time }
a11y-clock-running = { $who }, temps restant\xA0: { $time }, pendule en marche
a11y-clock-offline = { $who }, temps restant\xA0: { $time }, non mis à jour hors connexion
a11y-clock-offline-title = Pas de connexion\xA0: la pendule montre le temps au moment où la connexion a été perdue
`,Le=`# Les pages du navigateur (web/src/app.tsx, pages/, util.ts, clock.ts, mygames.ts, notify.ts,
# session.ts, api.ts)\xA0: chaque identifiant commence par son domaine (app-, home-, lobby-,
# games-, notify-, replay-, unsub-, error-).

## Mots communs (util.ts)

app-seat = Place { $n }
app-bot-label = Ordinateur ({ $level ->
        [easy] facile
        [hard] difficile
       *[medium] moyen
    })
app-offer-words = { $offer ->
        [takeback] une reprise
       *[draw] une partie nulle
    }
app-event-bot-added = { $bot } s'est assis à la place { $seat }
app-event-bot-took-over = { $bot } a pris la place { $seat }, cédée par { $by }
app-event-abandoned = { $name } a quitté la partie
app-event-timed-out = { $name } n'a plus de temps
app-event-win-claimed = { $name } a réclamé la victoire\xA0: { $left } a quitté la partie
app-event-offered = { $name } propose { $offer ->
        [takeback] une reprise
       *[draw] une partie nulle
    }
app-event-offer-accepted = { $name } a accepté { $offer ->
        [takeback] la reprise
       *[draw] la partie nulle
    }
app-event-offer-declined = { $name } a refusé { $offer ->
        [takeback] la reprise
       *[draw] la partie nulle
    }
app-event-offer-withdrawn = { $name } a retiré sa proposition { $offer ->
        [takeback] de reprise
       *[draw] de partie nulle
    }
app-record-resign = { $who } a abandonné.
app-record-timeout = { $who } n'a plus de temps.
app-record-abandoned = { $who } a quitté la partie et l'adversaire a réclamé la victoire.
app-record-bot = { $bot } remplace { $who }.
app-record-offer = { $who } a proposé { $offer ->
        [takeback] une reprise
       *[draw] une partie nulle
    }.
app-record-accept = { $who } a accepté { $offer ->
        [takeback] la reprise
       *[draw] la partie nulle
    }.
app-record-decline = { $who } a refusé { $offer ->
        [takeback] la reprise
       *[draw] la partie nulle
    }.
app-record-withdraw = { $who } a retiré sa proposition { $offer ->
        [takeback] de reprise
       *[draw] de partie nulle
    }.
app-record-act = { $who } a joué.
app-config-camelot = { $ruleset ->
        [wcf] Camelot, règles WCF
       *[standard] Camelot, règles standard
    }
app-config-camelot-clock = { $ruleset ->
        [wcf] Camelot, règles WCF, pendule { $minutes }+{ $increment }
       *[standard] Camelot, règles standard, pendule { $minutes }+{ $increment }
    }
app-config-camelot-days = { $ruleset ->
        [wcf] Camelot, règles WCF, { $days ->
            [one] { $days } jour
           *[other] { $days } jours
        } par coup
       *[standard] Camelot, règles standard, { $days ->
            [one] { $days } jour
           *[other] { $days } jours
        } par coup
    }
app-config-sc = Super Camelot, { $players } joueurs
app-config-sc-secs = Super Camelot, { $players } joueurs, { $secs } s par tour
app-config-sc-days = Super Camelot, { $players } joueurs, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par tour

## Pendules (clock.ts)\xA0: $big et $small sont la plus grande et la plus petite unité\xA0; une petite unité nulle est omise

app-clock-days = { $small ->
        [0] { $big } j
       *[other] { $big } j { $small } h
    }
app-clock-hours = { $small ->
        [0] { $big } h
       *[other] { $big } h { $small } min
    }
app-clock-words-days = { $big ->
        [one] { $big } jour
       *[other] { $big } jours
    }{ $small ->
        [0] {""}
        [one] {" "}{ $small } heure
       *[other] {" "}{ $small } heures
    }
app-clock-words-hours = { $big ->
        [one] { $big } heure
       *[other] { $big } heures
    }{ $small ->
        [0] {""}
        [one] {" "}{ $small } minute
       *[other] {" "}{ $small } minutes
    }
app-clock-words-minutes = { $big ->
        [0] { $small ->
            [one] { $small } seconde
           *[other] { $small } secondes
        }
        [one] { $big } minute{ $small ->
            [0] {""}
            [one] {" "}{ $small } seconde
           *[other] {" "}{ $small } secondes
        }
       *[other] { $big } minutes{ $small ->
            [0] {""}
            [one] {" "}{ $small } seconde
           *[other] {" "}{ $small } secondes
        }
    }
app-clock-secs = { $secs } s

## Mes parties (mygames.ts, pages/MyGames.tsx)

games-open-seat = place libre
games-waiting-players = En attente de joueurs
games-waiting-start = En attente du début
games-in-progress = En cours
games-your-turn = À vous de jouer
games-their-turn = À { $name } de jouer
games-finished = Terminée
games-who-draw = Partie nulle
games-who-you = Vous avez gagné
games-who-won = { $count ->
        [one] { $names } a gagné
       *[other] { $names } ont gagné
    }
games-and = { $first } et { $last }
# $reason\xA0: timeout, resignation, castle, elimination, repetition, abandoned, none (sans raison), other ($why la dit).
games-finished-why = { $reason ->
        [timeout] Terminée · { $who } (temps écoulé)
        [resignation] Terminée · { $who } (abandon)
        [castle] Terminée · { $who } (château atteint)
        [elimination] Terminée · { $who } (toutes les pièces prises)
        [repetition] Terminée · { $who } (répétition)
        [abandoned] Terminée · { $who } (un joueur est parti)
        [none] Terminée · { $who }
       *[other] Terminée · { $who } ({ $why })
    }
games-stopped = Arrêtée par une panne du serveur
games-title-turn = ({ $count }) À vous · { $title }
games-time-left = encore { $time }
games-time-up = temps écoulé
games-page-title = Albion · Mes parties
games-heading = Mes parties
games-waiting-count = { $count ->
        [one] { $count } partie vous attend
       *[other] { $count } parties vous attendent
    }
games-intro = Les parties où ce navigateur occupe une place, des plus récentes aux plus anciennes. Les places ne sont gardées que dans ce navigateur\xA0: un autre navigateur ou appareil a sa propre liste.
games-loading = Chargement…
games-empty = Vous n'avez encore aucune partie.
# $create est le lien «\xA0Créer un salon\xA0» (games-empty-create).
games-empty-help = { $create } ou rejoignez-en un\xA0: ses parties seront listées ici, avec le joueur dont c'est le tour.
games-empty-create = Créez un salon
games-vs = contre { $names }
games-correspondence = par correspondance
games-open = Ouvrir →

## Notifications (notify.ts, pages/Notifications.tsx)\xA0; $per vaut move (Camelot) ou turn (Super Camelot)

notify-blocked-https = Les notifications push demandent que cette page soit ouverte en https.
notify-blocked-browser = Ce navigateur ne peut pas afficher de notifications push.
notify-way-push = notification push
notify-way-email = e-mail
notify-way-webhook = webhook
notify-and = { $first } et { $last }
notify-summary = { $when ->
        [away] Activé\xA0: par { $ways }, seulement quand vous n'êtes pas connecté.
       *[always] Activé\xA0: par { $ways }.
    }
notify-email-empty = Saisissez l'adresse e-mail à laquelle écrire.
notify-address-too-long = Cette adresse est trop longue.
notify-email-bad = Cela ne ressemble pas à une adresse e-mail (nom@exemple.fr).
notify-webhook-empty = Saisissez l'adresse à laquelle envoyer le webhook.
notify-webhook-not-url = Ce n'est pas une adresse web\xA0: elle doit commencer par https://.
notify-webhook-scheme = Une adresse de webhook commence par https://.
notify-push-denied = Les notifications sont bloquées pour ce site. Autorisez-les dans les réglages du site de votre navigateur, puis réessayez.
notify-push-dismissed = Votre navigateur n'a pas obtenu la permission d'afficher des notifications. Réessayez et choisissez Autoriser.
# $others vaut yes quand le panneau propose un autre moyen (e-mail, webhook).
notify-push-worker = { $others ->
        [yes] Ce navigateur n'a pas pu installer l'assistant de notifications de la page (son service worker)\xA0: les notifications push ne peuvent pas être activées ici. Les autres moyens ci-dessous fonctionnent toujours.
       *[no] Ce navigateur n'a pas pu installer l'assistant de notifications de la page (son service worker)\xA0: les notifications push ne peuvent pas être activées ici.
    }
notify-push-keys = { $others ->
        [yes] L'abonnement push de ce navigateur est arrivé sans ses clés\xA0: il est inutilisable. Les autres moyens ci-dessous fonctionnent toujours.
       *[no] L'abonnement push de ce navigateur est arrivé sans ses clés\xA0: il est inutilisable.
    }
notify-push-timeout = { $others ->
        [yes] Ce navigateur a mis trop de temps à préparer les notifications push. Réessayez plus tard. Les autres moyens ci-dessous fonctionnent toujours.
       *[no] Ce navigateur a mis trop de temps à préparer les notifications push. Réessayez plus tard.
    }
notify-push-abort = { $others ->
        [yes] Ce navigateur n'a pas pu préparer les notifications push\xA0: son service push n'a pas répondu, ou c'est une fenêtre de navigation privée. Réessayez plus tard, ou dans une fenêtre normale. Les autres moyens ci-dessous fonctionnent toujours.
       *[no] Ce navigateur n'a pas pu préparer les notifications push\xA0: son service push n'a pas répondu, ou c'est une fenêtre de navigation privée. Réessayez plus tard, ou dans une fenêtre normale.
    }
notify-push-unsupported = { $others ->
        [yes] Ce navigateur ne peut pas afficher de notifications push. Les autres moyens ci-dessous fonctionnent toujours.
       *[no] Ce navigateur ne peut pas afficher de notifications push.
    }
notify-push-failed = { $others ->
        [yes] Les notifications push n'ont pas pu être activées dans ce navigateur. Les autres moyens ci-dessous fonctionnent toujours.
       *[no] Les notifications push n'ont pas pu être activées dans ce navigateur.
    }
notify-on = activé
notify-off = désactivé
notify-save = Enregistrer
notify-saved = Enregistré.
notify-saving = Enregistrement…
notify-noted = C'est noté\xA0: cela s'appliquera dès que vous activerez l'un des moyens ci-dessus.
notify-offline = Pas de connexion\xA0: rien n'a été changé. Réessayez quand la page sera de nouveau en ligne.
notify-title = Notifications
notify-off-summary = Désactivé. Soyez prévenu quand la partie vous attend, même quand cette page est fermée.
notify-ways = { $per ->
        [move] Moyens d'être prévenu quand c'est à vous de jouer\xA0:
       *[turn] Moyens d'être prévenu quand c'est votre tour\xA0:
    }
# $label est notify-push-label en gras\xA0; $why dit pourquoi le push est impossible ici.
notify-push-blocked = { $label } { $why }
notify-push-label = Notifications push\xA0:
notify-push-switch = Notifications push dans ce navigateur
notify-push-asking = Question posée à votre navigateur…
notify-push-help = Votre navigateur demande d'abord la permission. Les activer dans un autre navigateur les y déplace.
notify-email-label = E-mail
notify-email-field = Adresse e-mail
notify-email-hint = Chaque e-mail contient un lien pour les arrêter.
notify-webhook-label = Webhook
notify-webhook-field = URL du webhook
notify-webhook-hint = Albion envoie à cette adresse (https://) une requête POST signée avec un corps JSON.
notify-secret-label = Secret de signature
# $header est X-Albion-Signature et $prefix est sha256=, en code.
notify-secret-help = Pour vérifier une requête, calculez le HMAC-SHA256 de son corps exact avec ce secret\xA0: l'en-tête { $header } vaut { $prefix } suivi de ce résultat en hexadécimal.
notify-when-legend = Me prévenir
notify-when-always = { $per ->
        [move] chaque fois que c'est à moi de jouer
       *[turn] chaque fois que c'est mon tour
    }
notify-when-away = seulement quand je ne suis pas connecté à cette partie
notify-remind = Me le rappeler quand il me reste un quart de mon temps

## La connexion au salon (session.ts)

lobby-closed-left = Vous avez quitté le salon.
lobby-closed-version = Cette page est plus ancienne que le serveur. Rechargez la page.
lobby-closed-kicked = L'hôte vous a retiré de ce salon.
lobby-closed-gone = Ce salon n'existe pas ou a fermé.
lobby-closed-replaced = Votre place a été ouverte dans un autre onglet ou navigateur. Cet onglet s'est arrêté.
lobby-lost-restart = Le serveur redémarre.
lobby-lost-behind = La connexion a pris du retard.
lobby-lost-too-fast = Trop de messages ont été envoyés trop vite.
lobby-lost = La connexion au serveur a été perdue.

## Les refus du serveur (ErrorCode dans protocol.ts, tirets au lieu des soulignés) et les erreurs de l'API HTTP (api.ts)

error-unsupported-version = Cette page est plus ancienne que le serveur. Rechargez la page.
error-expected-hello = La connexion n'a pas commencé comme le serveur l'attend. Rechargez la page.
error-malformed = Le serveur n'a pas pu lire ce que cette page a envoyé. Rechargez la page.
error-frame-too-large = C'était trop long pour être envoyé.
error-rate-limited = Trop de requêtes à la fois. Attendez un instant et réessayez.
error-chat-rate-limited = Trop de messages\xA0: attendez un peu avant d'en envoyer d'autres.
error-no-such-lobby = Ce salon n'existe pas ou a fermé.
error-bad-token = La place de ce navigateur dans le salon n'est plus valable.
error-not-seated = Vous n'avez pas de place dans ce salon.
error-already-seated = Vous avez déjà une place dans ce salon.
error-seat-taken = Cette place est prise.
error-no-such-seat = Cette place n'existe pas.
error-lobby-full = Toutes les places sont prises.
error-invalid-name = Ce nom ne peut pas être utilisé\xA0: choisissez-en un autre.
error-name-taken = Une autre place porte déjà ce nom\xA0: choisissez-en un autre.
error-invalid-character = Ce Personnage ne peut pas être choisi.
error-not-host = Seul l'hôte peut faire cela.
error-already-started = La partie a commencé.
error-not-started = Aucune partie n'est en cours.
error-not-ready = Toutes les places doivent être prises et prêtes.
error-game-over = La partie est terminée.
error-stale-version = La partie a avancé avant que cela n'arrive. Réessayez sur la partie telle qu'elle est maintenant.
error-out-of-turn = Ce n'est pas votre tour.
error-illegal-action = Ce coup n'est pas permis.
error-wrong-game = Cela concerne une autre partie.
error-chat-too-long = Ce message est trop long.
error-store-failure = Le serveur n'a pas pu l'enregistrer\xA0; rien n'a changé. Réessayez.
error-lobby-closed = Ce salon est fermé.
error-not-abandoned = Ce joueur n'est pas absent depuis assez longtemps.
error-time-up = Votre temps est écoulé.
error-unchanged = Rien n'a changé\xA0: c'est déjà le cas.
error-invalid-notify = Ces réglages de notifications ont été refusés\xA0: vérifiez l'adresse et réessayez.
error-offer-pending = Une proposition attend déjà une réponse.
error-no-offer = Il n'y a pas de telle proposition à laquelle répondre.
error-offer-limit = Vous ne pouvez plus faire cette proposition dans cette partie.
error-bad-request = Le serveur a refusé la requête.
error-not-found = Le serveur n'a rien de tel.
error-in-progress = La partie est encore en cours.
error-unavailable = Le serveur ne peut pas répondre pour l'instant. Réessayez dans un instant.
error-internal = Un problème est survenu sur le serveur. Réessayez dans un instant.
error-network = Le serveur est injoignable. Vérifiez votre connexion et réessayez.
error-http-status = Le serveur a répondu { $status }.

## La page d'accueil (pages/Home.tsx)\xA0; $per vaut move (Camelot) ou turn (Super Camelot)

home-title = Jouez à Camelot et à Super Camelot entre amis
home-intro = Créez un salon, envoyez son lien, jouez. Le serveur veille à l'honnêteté de la partie\xA0: il vérifie chaque coup, lance les dés et ne montre à chaque joueur que ce qu'il a le droit de voir.
# $camelot et $superCamelot sont des liens (home-rules-camelot, home-rules-super-camelot).
home-rules = Vous découvrez ces jeux\xA0? Lisez { $camelot } (une dizaine de minutes) et { $superCamelot }.
home-rules-camelot = comment jouer à Camelot
home-rules-super-camelot = comment jouer à Super Camelot
home-name = Votre nom
home-name-placeholder = Le nom que les autres verront
home-name-first = Choisissez d'abord votre nom (en haut de la page)\xA0: les autres le voient à côté de votre place.
home-new-lobby = Nouveau salon
home-game = Jeu
home-ruleset = Règles
home-ruleset-standard = Standard
home-ruleset-wcf = World Camelot Federation
home-players = Joueurs
home-side = Vous jouez
home-side-white = Blancs (jouent en premier)
home-side-black = Noirs
home-clock = Pendule
home-clock-none = Sans pendule
home-clock-live = En direct
home-clock-camelot = { $minutes } minutes + { $increment } s par coup
home-clock-sc = { $secs } s par tour
home-clock-correspondence = Par correspondance (jours)
home-clock-days = { $per ->
        [move] { $days ->
            [one] { $days } jour
           *[other] { $days } jours
        } par coup
       *[turn] { $days ->
            [one] { $days } jour
           *[other] { $days } jours
        } par tour
    }
home-public = Public
home-public-help = Les salons publics sont listés ci-dessous et chacun peut les rejoindre. Sans cette case, seules les personnes à qui vous envoyez le lien ou le code peuvent le trouver.
# $games est le lien «\xA0Mes parties\xA0» (app-my-games).
home-correspondence-help = { $per ->
        [move] Une partie par correspondance\xA0: chaque coup peut prendre jusqu'à ce nombre de jours, comptés sur le calendrier. Fermez la page entre les coups\xA0; { $games } indique quand c'est à vous de jouer.
       *[turn] Une partie par correspondance\xA0: chaque tour peut prendre jusqu'à ce nombre de jours, comptés sur le calendrier. Fermez la page entre les tours\xA0; { $games } indique quand c'est votre tour.
    }
home-host-note = Vous prenez votre place comme hôte à l'ouverture du salon, et pouvez y ajouter des joueurs ordinateur.
home-create = Créer le salon
home-creating = Création…
home-code-empty = Saisissez le code que votre ami vous a envoyé, ou ouvrez son lien d'invitation.
home-code-unknown = Aucun salon n'a le code { $code }. Vérifiez-le auprès de la personne qui vous l'a envoyé.
home-join-title = Rejoindre avec un code
home-code = Code du salon
home-join = Rejoindre
home-open-lobbies = Salons ouverts
home-loading = Chargement…
home-none-open = Aucun pour le moment. Créez-en un et partagez son lien.
home-lobby-seated = { $taken }/{ $seats } places prises
home-lobby-host = hôte { $name }
home-lobby-spectators = { $count ->
        [one] { $count } spectateur
       *[other] { $count } spectateurs
    }

## L'en-tête et les titres des pages (app.tsx)

app-title = Albion
app-title-lobby = Albion · { $code }
app-title-replay = Albion · partie { $id }
app-title-rules = Albion · { $title }
app-home-label = Accueil d'Albion
app-my-games = Mes parties
# Après le nombre de la pastille, pour les lecteurs d'écran\xA0: «\xA0Mes parties 2\xA0: 2 parties vous attendent\xA0».
app-turn-badge = { $count ->
        [one]\xA0: { $count } partie vous attend
       *[other]\xA0: { $count } parties vous attendent
    }
app-rules-nav = Comment jouer
app-rules-camelot = Règles de Camelot
app-rules-super-camelot = Règles de Super Camelot
app-language = Langue
app-missing-title = Rien ici
# $path est l'adresse demandée\xA0; $start est le lien app-missing-start.
app-missing = Il n'y a pas de page à l'adresse { $path }. { $start }.
app-missing-start = Aller à la page d'accueil

## Arrêter les e-mails (pages/Unsubscribe.tsx)

unsub-page-title = Albion · Arrêter les e-mails
unsub-title = Arrêter les e-mails
unsub-gone = Ce lien ne fonctionne plus\xA0: les e-mails de cette partie sont peut-être déjà arrêtés, ou la partie n'existe plus. Rien n'a été changé.
unsub-failed-because = Les e-mails n'ont pas pu être arrêtés\xA0: { $why }
unsub-failed = Les e-mails n'ont pas pu être arrêtés. Réessayez dans un instant.
unsub-done = C'est fait\xA0: Albion ne vous enverra plus d'e-mails sur cette partie.
unsub-done-others = Les autres notifications que vous avez réglées pour elle (push, webhook) restent telles quelles. Vous pouvez les changer, ou réactiver les e-mails, dans le panneau Notifications de la page de la partie.
unsub-go-game = Aller à la partie
unsub-intro = Vous arrivez ici depuis un lien d'un e-mail qu'Albion vous a envoyé au sujet de l'une de vos parties. Appuyez sur le bouton pour arrêter les e-mails sur cette partie\xA0; rien ne change tant que vous ne l'avez pas fait.
unsub-only-email = Seuls les e-mails s'arrêtent\xA0: les notifications push et les webhooks réglés pour la partie restent actifs.
unsub-button = Arrêter les e-mails pour cette partie
unsub-sending = Arrêt des e-mails…
unsub-go-games = Aller à Mes parties

## Un salon (pages/Lobby.tsx)\xA0; $per vaut move (Camelot) ou turn (Super Camelot)

lobby-play-here = Jouer dans cet onglet
lobby-start-page = Page d'accueil
# $why est l'un des messages lobby-lost.
lobby-reconnecting-in = { $why } Reconnexion dans { $secs } s (tentative { $attempt })…
lobby-retry = Réessayer maintenant
lobby-reconnecting = Reconnexion…
lobby-invite = Lien d'invitation
lobby-copy-invite = Copier le lien d'invitation
lobby-copied = Copié
lobby-waiting-players = { $count ->
        [one] En attente de { $count } joueur de plus
       *[other] En attente de { $count } joueurs de plus
    }
lobby-waiting-ready = En attente que tout le monde soit prêt
lobby-game-playing = Partie { $n } en cours
lobby-game-over = La partie { $n } est terminée
lobby-game-aborted = La partie a été arrêtée par une panne du serveur
# $label est lobby-correspondence-label en gras\xA0; $games est le lien «\xA0Mes parties\xA0».
lobby-correspondence = { $per ->
        [move] { $label } chaque coup peut prendre jusqu'à { $days ->
            [one] { $days } jour
           *[other] { $days } jours
        }, la partie peut donc durer des jours ou des semaines. { $games } la liste et indique quand c'est à vous de jouer. Le délai court sur le calendrier, même quand cette page est fermée.
       *[turn] { $label } chaque tour peut prendre jusqu'à { $days ->
            [one] { $days } jour
           *[other] { $days } jours
        }, la partie peut donc durer des jours ou des semaines. { $games } la liste et indique quand c'est votre tour. Le délai court sur le calendrier, même quand cette page est fermée.
    }
lobby-correspondence-label = Une partie par correspondance\xA0:
# Le camp d'une place de Camelot\xA0: la place 0 joue les Blancs.
lobby-side = { $seat ->
        [0] Blancs
       *[other] Noirs
    }
lobby-seats = Places
lobby-free = libre
lobby-you = vous
lobby-host = hôte
lobby-ready-tag = ✓ prêt
lobby-not-ready-tag = pas prêt
lobby-wants-rematch = veut une revanche
lobby-left-tag = ⚠ a quitté la partie
lobby-away-tag = ○ absent
lobby-remove-bot = Retirer { $bot }
lobby-kick = Exclure { $name }
lobby-claim-win = Réclamer la victoire
lobby-hand-over = Confier à un joueur ordinateur
lobby-hand-over-label = Remplacer { $name } par un joueur ordinateur
lobby-bot-level = Niveau du joueur ordinateur
lobby-level = { $level ->
        [easy] Facile
        [hard] Difficile
       *[medium] Moyen
    }
lobby-add-bot = Ajouter un joueur ordinateur
lobby-spectator-note = { $playing ->
        [yes] Toutes les places sont prises et la partie est en cours\xA0: vous regardez. Vous voyez la partie se jouer et pouvez discuter, mais pas jouer.
       *[no] Toutes les places sont prises\xA0: vous regardez. Vous voyez la partie se jouer et pouvez discuter, mais pas jouer.
    }
lobby-name = Votre nom
lobby-name-first = Saisissez d'abord votre nom
lobby-sit = S'asseoir à la place { $n }
lobby-sit-side = S'asseoir à la place { $n } ({ $side })
lobby-sit-why = Saisissez votre nom pour prendre une place\xA0: les autres le voient à côté de votre place.
lobby-watching-until = Vous regardez tant que vous n'avez pas pris de place.
lobby-character = Votre Personnage
lobby-character-help = Les places qui n'en choisissent pas reçoivent le premier libre au début de la partie.
lobby-character-taken = pris par { $name }
lobby-ready = Prêt
lobby-ready-on = ✓ Prêt
lobby-start = Commencer la partie
lobby-leave = Quitter la place
lobby-all-ready = Tout le monde est prêt\xA0: commencez quand vous voulez.
lobby-host-help = Vous êtes l'hôte\xA0: vous pourrez commencer dès que toutes les places seront prises et prêtes.
lobby-guest-help = L'hôte commence la partie dès que toutes les places sont prises et prêtes.
lobby-chat = Discussion
lobby-chat-empty = Pas encore de messages.
lobby-chat-player = { $name }\xA0:
lobby-chat-watcher = { $name } (spectateur)\xA0:
lobby-chat-message = Message
lobby-chat-placeholder = Dites quelque chose
lobby-chat-send = Envoyer
lobby-joining = Connexion au salon { $code }…
lobby-spectators = { $count ->
        [one] { $count } spectateur regarde
       *[other] { $count } spectateurs regardent
    }
lobby-you-watch = vous regardez
lobby-rules-camelot = Comment jouer à Camelot
lobby-rules-super-camelot = Comment jouer à Super Camelot
lobby-game = Partie

## La relecture d'une partie (pages/Replay.tsx)

replay-not-found = Il n'y a pas de partie { $id } sur ce serveur, ou elle a été jouée dans un salon privé où ce navigateur n'avait pas de place.
replay-in-progress = La partie { $id } est encore en cours. Son enregistrement pourra être relu ici une fois la partie terminée.
replay-busy = Le serveur est trop sollicité à cette adresse. Attendez un instant et rechargez la page.
replay-load-failed = La partie n'a pas pu être chargée.
replay-duration-secs = { $secs } s
replay-duration-minutes = { $minutes } min
replay-duration-hours = { $hours } h { $minutes } min
replay-sc-no-winner = Pas de vainqueur ({ $reason }).
# $how\xA0: grail, gems, resignation, ou other ($reason le dit).
replay-sc-wins = { $how ->
        [grail] { $name } gagne avec le Saint Graal.
        [gems] { $name } gagne avec 40 Gemmes.
        [resignation] { $name } gagne en restant le dernier en lice.
       *[other] { $name } gagne ({ $reason }).
    }
replay-title = Enregistrement de la partie { $id }
replay-back = Retour aux salons
replay-loading = Chargement de l'enregistrement de la partie { $id }…
replay-camelot-title = Camelot ({ $ruleset })
replay-sc-title = Super Camelot ({ $players } joueurs)
replay-aborted = Arrêtée par une panne du serveur\xA0: cet enregistrement s'arrête avant l'action qui a échoué.
replay-game-private = Partie { $n } d'un salon privé
replay-game-of-lobby = Partie { $n } du salon { $lobby }
replay-start = Début
# $number est le numéro WCF du coup («\xA012.\xA0» ou «\xA012...\xA0»), $step le demi-coup montré, $n les demi-coups de la partie.
replay-step = { $number } { $move } · demi-coup { $step } sur { $n }
replay-board-label = Position après { $number } { $side } { $move } (demi-coup { $step } sur { $n })
replay-board-start = { $n ->
        [one] Position de départ ({ $n } demi-coup dans cette partie)
       *[other] Position de départ ({ $n } demi-coups dans cette partie)
    }
replay-stepper = Parcourir la partie
replay-first = Position de départ (Début)
    .title = Début (touche Début)
replay-prev = Coup précédent (←)
    .title = Précédent (←)
replay-next = Coup suivant (→)
    .title = Suivant (→)
replay-last = Dernière position (Fin)
    .title = Fin (touche Fin)
replay-flip = Retourner le plateau
replay-played = { $name } ({ $side }) a joué { $number } { $move }.
replay-played-capturing = { $name } ({ $side }) a joué { $number } { $move }, en prenant { $captured }.
replay-start-position = La position de départ.
replay-then = Ensuite\xA0: { $what }
replay-bad-position = Cet enregistrement contient une position que cette page ne sait pas lire.
replay-moves = Coups
replay-download = Télécharger le WCF
replay-log = Ce qui s'est passé
replay-nothing = Rien n'a été joué.

`,Re=`# L'écran de jeu de Camelot\xA0: le plateau, la liste des coups, le tour, le résultat, les
# propositions, les panneaux et les touches (web/src/games/camelot/). \`$color\` vaut \`white\` ou
# \`black\`\xA0; \`$player\` est un joueur tel que camelot-player le nomme («\xA0ann (Blancs)\xA0»).

## Camps, joueurs, pièces

camelot-color = { $color ->
    [white] Blancs
   *[black] Noirs
}
camelot-player = { $name } ({ $color ->
    [white] Blancs
   *[black] Noirs
})
camelot-seat = Place { $seat }
camelot-piece = { $role ->
    [knight] Chevalier
   *[man] Soldat
} { $color ->
    [white] blanc
   *[black] noir
}
camelot-empty = vide
camelot-castle-of = { $color ->
    [white] château des Blancs
   *[black] château des Noirs
}
camelot-list-and = { $head } et { $last }
camelot-list-or = { $head } ou { $last }
camelot-list-or-more = { $head } ou { $count ->
    [one] { $count } autre
   *[other] { $count } autres
}

## Le résultat

camelot-result-win = { $player } gagne\xA0: { $why }.
camelot-result-draw = Partie nulle\xA0: { $why }.
camelot-win-castle = deux pièces dans le château des { $loser ->
    [white] Blancs
   *[black] Noirs
}
camelot-win-elimination = toutes les pièces des { $loser ->
    [white] Blancs
   *[black] Noirs
} ont été prises
camelot-win-no-legal-move = les { $loser ->
    [white] Blancs
   *[black] Noirs
} n'ont plus de coup légal
camelot-win-resignation = les { $loser ->
    [white] Blancs
   *[black] Noirs
} ont abandonné
camelot-win-time = le temps des { $loser ->
    [white] Blancs
   *[black] Noirs
} est écoulé
camelot-win-abandonment = les { $loser ->
    [white] Blancs
   *[black] Noirs
} ont quitté la partie
camelot-draw-bare-pieces = il ne reste aux deux camps qu'une pièce ou aucune
camelot-draw-repetition = la même position est apparue pour la troisième fois
camelot-draw-no-progress = 100 demi-coups sans prise ni coup vers une case de château
camelot-draw-no-legal-move = le camp au trait n'a aucun coup légal et l'autre a trop peu de pièces pour gagner
camelot-draw-time = le temps du camp au trait est écoulé et l'autre a trop peu de pièces pour gagner
camelot-draw-agreement = les deux joueurs se sont mis d'accord

## Les coups et les tours, à voix haute

camelot-captured = le { $role ->
    [knight] Chevalier
   *[man] Soldat
} { $color ->
    [white] blanc
   *[black] noir
} en { $square }
camelot-captured-unseen = la pièce en { $square }
camelot-said-move = { $player } a joué { $number } { $move }.
camelot-said-capture = { $player } a joué { $number } { $move } et a pris { $captured }.
camelot-said-your-move = À vous de jouer, { $player }.
camelot-said-to-move = À { $player } de jouer.
camelot-said-over = Partie terminée.
camelot-said-over-result = Partie terminée. { $result }
camelot-said-aborted = La partie a été arrêtée par une panne du serveur.
# While a move is being picked on the board (said politely, beside the "Your move" line): where
# the piece may land next. $targets is a list of squares ("E8, G8 or I8").
camelot-said-picked = Pièce en { $square } choisie\xA0: elle peut aller en { $targets }.
camelot-said-route = En { $square }\xA0: continuez, vers { $targets }.
# The route so far is a whole move that could also go on.
camelot-said-choice = { $move } peut être joué\xA0: choisissez { $square } à nouveau pour le jouer, ou continuez, vers { $targets }.
camelot-said-my-offer = { $offer ->
    [draw] Vous avez proposé la nulle\xA0; en attente de la réponse.
   *[takeback] Vous avez demandé une reprise\xA0; en attente de la réponse.
}
camelot-said-their-offer = { $offer ->
    [draw] { $name } propose la nulle.
   *[takeback] { $name } demande une reprise.
}
camelot-said-answer-offer = Acceptez ou refusez dans le cadre Propositions.

## Le plateau en mots

camelot-side-knights = { $count ->
    [0] aucun Chevalier
    [one] Chevalier { $squares }
   *[other] Chevaliers { $squares }
}
camelot-side-men = { $count ->
    [0] aucun Soldat
    [one] Soldat { $squares }
   *[other] Soldats { $squares }
}
camelot-side-pieces = { $knights }\xA0; { $men }
camelot-side-none = plus aucune pièce
camelot-words-side = { $player }\xA0: { $pieces }.
camelot-words-castle-moves = Coups au château joués (2 au plus par camp)\xA0: Blancs { $white }, Noirs { $black }.
camelot-words-last-move = Dernier coup\xA0: { $move }.
camelot-words-no-move = Aucun coup joué pour l'instant.
camelot-words-title = Le plateau en mots

## La ligne d'état

camelot-waiting = En attente de la partie…
camelot-status-over = La partie est terminée.
camelot-status-aborted = La partie a été arrêtée par une panne du serveur.
camelot-status-sending = Envoi du coup { $move }…
camelot-status-to-move = À { $player } de jouer
camelot-status-to-move-mine = À { $player } de jouer · c'est votre tour
camelot-bad-position = Le serveur a envoyé une position que cette page ne sait pas lire\xA0: { $position }

## Le plateau

camelot-board-label = Plateau de Camelot, { $bottom ->
    [white] côté Blancs en bas
   *[black] côté Noirs en bas
}
camelot-board-label-last = Plateau de Camelot, { $bottom ->
    [white] côté Blancs en bas
   *[black] côté Noirs en bas
}, dernier coup { $move }
camelot-square-selected = sélectionnée
camelot-square-on-route = sur votre trajet
camelot-square-must-capture = doit prendre
camelot-square-target = vous pouvez aller ici
camelot-square-captured = prise par le dernier coup
camelot-square-last-move = dernier coup

## Choisir un coup

camelot-choice-group = Terminer ou continuer le coup
camelot-play-move = Jouer { $move }
camelot-choice-hint = { $touch ->
    [yes] ou touchez une case marquée ({ $targets }) pour continuer
   *[no] ou cliquez sur une case marquée ({ $targets }), ou appuyez sur Entrée dessus, pour continuer · Échap annule
}
camelot-hint-first = { $square }\xA0: { $touch ->
    [yes] touchez une case marquée ({ $targets }) pour y aller
   *[no] cliquez sur une case marquée ({ $targets }), ou appuyez sur Entrée dessus, pour y aller
}
camelot-hint-more = { $route }\xA0: continuez ({ $targets })
camelot-hint-cancel = { $touch ->
    [yes] touchez à nouveau la pièce pour annuler
   *[no] Échap ou un clic sur la pièce annule
}
camelot-continue-group = Jouer toute la prise
camelot-refused = Coup refusé\xA0:
camelot-refused-stale = La partie a avancé avant l'arrivée de votre coup. Regardez le plateau et jouez à nouveau.
camelot-refused-turn = Ce n'est pas votre tour.
camelot-refused-over = La partie est terminée.
camelot-refused-store = Le serveur n'a pas pu enregistrer votre coup. Réessayez.
camelot-refused-time = Votre temps s'est écoulé avant l'arrivée de votre coup.
camelot-not-sent-picked = Pas de connexion\xA0: le coup n'a pas été envoyé. Vous pourrez le jouer à nouveau une fois la connexion revenue.
camelot-not-sent-typed = Pas de connexion\xA0: le coup n'a pas été envoyé.
camelot-not-your-turn = Ce n'est pas votre tour\xA0: à { $name } ({ $color ->
    [white] Blancs
   *[black] Noirs
}) de jouer.
camelot-not-your-turn-typed = Ce n'est pas votre tour\xA0: à { $name } de jouer.
camelot-not-your-piece = Cette pièce est { $piece ->
    [white] blanche
   *[black] noire
}\xA0: prenez l'une des vôtres ({ $mine ->
    [white] Blancs
   *[black] Noirs
}).
camelot-not-a-move = Ce n'est pas un coup\xA0: { $why }.
camelot-only-the-start = { $move } n'est que le début\xA0: la prise doit continuer tant que la pièce peut encore prendre. { $count ->
    [one] Le coup complet\xA0:
   *[other] Les coups complets\xA0:
}
camelot-compulsory = La prise est obligatoire\xA0: { $count ->
    [one] votre pièce en { $pieces } (cerclée) doit prendre
   *[other] l'une de vos pièces en { $pieces } (cerclées) doit prendre
}. { $moves ->
    [one] La prise
   *[other] Les prises
}\xA0: { $list }.
camelot-leave-castle = { $count ->
    [one] Votre pièce en { $square } doit quitter votre propre château ce tour-ci\xA0: { $example } est possible.
   *[other] Une pièce de votre château doit quitter votre propre château ce tour-ci\xA0: { $example } est possible.
}
camelot-no-legal-move = La pièce en { $square } n'a aucun coup légal.

## Lire un coup tapé

camelot-parse-empty = Tapez un coup comme E6-E5, E6-C8-A8 ou H4xJ4xL6.
camelot-parse-no-start = «\xA0{ $text }\xA0» ne commence pas par une case
camelot-parse-missing = il manque une case après «\xA0{ $sep }\xA0»
camelot-parse-off-board = { $square } n'est pas sur le plateau
camelot-parse-not-square = «\xA0{ $name }\xA0» n'est pas une case\xA0: il faut une colonne de A à L et une rangée de 1 à 16, comme F1
camelot-parse-one-square = un coup est une case de départ suivie d'au moins un pas, comme E6-E5 ou H4xJ4
camelot-parse-bad-jump = { $from }x{ $to }\xA0: un saut passe par-dessus une case jusqu'à la case suivante, en ligne droite
camelot-parse-bad-step = { $from }-{ $to }\xA0: un pas va sur une case voisine ou passe par-dessus une case en ligne droite

## La liste des coups

camelot-no-moves = Aucun coup pour l'instant.
camelot-moves-label = Coups, le plus récent en dernier
camelot-moves = Coups
camelot-move-label = { $number } { $color ->
    [white] Blancs
   *[black] Noirs
} { $move }

## Les propositions (nulle, reprise)

camelot-offers = Propositions
camelot-offer-draw = Proposer la nulle
camelot-offer-takeback = Demander une reprise
camelot-offer-again-later = Vous pourrez proposer à nouveau après votre prochain coup.
camelot-offer-mine = { $offer ->
    [draw] Vous avez proposé la nulle.
   *[takeback] Vous avez demandé une reprise.
} { $opponent } doit répondre.
camelot-offer-withdraw = Retirer la proposition
camelot-offer-theirs = { $offer ->
    [draw] { $opponent } propose la nulle.
   *[takeback] { $plies ->
        [2] { $opponent } demande une reprise\xA0: son dernier coup et votre réponse sont annulés.
       *[1] { $opponent } demande une reprise\xA0: son dernier coup est annulé.
    }
}
camelot-offer-move-declines = Jouer un coup la refuse aussi.
camelot-offer-accept = { $offer ->
    [draw] Accepter la nulle
   *[takeback] Accepter la reprise
}
camelot-offer-decline = Refuser

## Le panneau latéral

camelot-players = Joueurs
camelot-you = vous
camelot-left-game = a quitté la partie
camelot-away = absent
camelot-pieces-left = { $total ->
    [one] { $total } pièce restante
   *[other] { $total } pièces restantes
} ({ $knights ->
    [one] { $knights } Chevalier
   *[other] { $knights } Chevaliers
}, { $men ->
    [one] { $men } Soldat
   *[other] { $men } Soldats
})
camelot-castle-moves-used = { $used ->
    [one] { $used } coup au château joué sur 2
   *[other] { $used } coups au château joués sur 2
}
camelot-type-label = Taper un coup
camelot-type-placeholder = p. ex. E6-E5 ou E6xE8
camelot-type-wait = attendez votre tour
camelot-type-play = Jouer
camelot-type-help = Notation WCF\xA0: - pour un pas ou un galop, x pour un saut.
camelot-resign = Abandonner
camelot-resign-group = Confirmer l'abandon
camelot-resign-question = Abandonner cette partie\xA0? { $winner } gagne.
camelot-resign-yes = Oui, abandonner
camelot-keep-playing = Continuer à jouer
camelot-rematch-asks = { $names } demande une revanche (les couleurs s'échangent).
camelot-rematch-accept = Accepter
camelot-rematch = Revanche
camelot-rematch-asked = Revanche demandée
camelot-rematch-waiting = { $name } doit encore accepter.
camelot-rematch-swap = Les couleurs s'échangent lors d'une revanche.
camelot-rematch-asked-by = { $names } a demandé une revanche.
camelot-replay-link = Revoir cette partie
camelot-rules = Les règles sous la main
camelot-rules-charge = Comment fonctionne la charge du Chevalier\xA0?
camelot-rules-capture = Quand dois-je prendre\xA0?
camelot-rules-canter = Les galops\xA0: sauter par-dessus ses propres pièces
camelot-rules-castles = Les châteaux
camelot-rules-end = Comment une partie se termine

## Touches

camelot-keys-title = Touches de Camelot
camelot-keys-intro = Chaque coup et le tour de jeu sont lus à voix haute au fil de la partie\xA0; le plateau en mots énumère toutes les pièces.
camelot-key-help = Afficher ces touches.
camelot-key-words = Afficher ou masquer le plateau en mots (pièces, coups au château, dernier coup, tour).
camelot-key-board = Aller au plateau.
camelot-key-move-box = Aller à la zone de saisie\xA0: tapez un coup comme E6-E5 ou E6xE8, puis Entrée.
camelot-key-arrows = Flèches
camelot-key-arrows-what = Sur le plateau\xA0: aller de case en case, comme le plateau est dessiné.
camelot-key-enter = Entrée ou Espace
camelot-key-enter-what = Sur le plateau\xA0: prendre une pièce, puis les cases de son coup\xA0; la dernière case le joue.
camelot-key-backspace = Retour arrière
camelot-key-backspace-what = Annuler la dernière case choisie.
camelot-key-escape = Échap
camelot-key-escape-what = Reposer la pièce (et fermer cette fenêtre).
camelot-key-tab = Tab
camelot-key-tab-what = Passer à la commande suivante\xA0: le plateau compte pour un arrêt, puis la zone de saisie, les propositions, Abandonner, les règles et les coups.
`,ze=`# The how-to-play pages (/rules/camelot, /rules/super-camelot): web/src/pages/Rules.tsx,
# web/src/rules/links.ts and, at build time, web/rules-plugin.ts. The texts themselves are
# docs/how-to-play-*.md (English) and docs/fr/how-to-play-*.md (French).

# The page titles: each must be the first heading of that language's document.
rules-title-camelot = Comment jouer à Camelot
rules-title-super-camelot = Comment jouer à Super Camelot
# The table of contents beside the text (a landmark's name).
rules-contents = Sommaire
rules-start-page = Page d'accueil
rules-loading = Chargement…
rules-load-error = Impossible de charger les règles. Rechargez la page pour réessayer.
# The "#" link at the start of each heading, as a screen reader names it.
rules-section-link = Lien vers cette section
# A table's empty top-left header (over the column that names each row), read by screen readers only.
rules-table-row-names = Cas
`,Be=`# L'écran de jeu de Super Camelot (web/src/games/super-camelot/)\xA0: les libellés des boutons (les
# mêmes phrases que \`words::choice\` du moteur, games/super-camelot/locales/fr/super-camelot.ftl),
# ce que les autres attendent, la forêt en mots, les panneaux, les infobulles et les touches. Les
# lignes du journal et la demande viennent du serveur, déjà rédigées. Les cases sont nommées
# comme sur la carte (\`L10\`).

## Noms\xA0: chacun avec sa forme définie (.the) et indéfinie (.a) quand les phrases en ont besoin

sc-character-arthur = Arthur
    .blurb = Excalibur\xA0: une fois par tour, après n'importe quel lancer d'attaque, relance un dé.
sc-character-gwenivere = Guenièvre
    .blurb = Grâce\xA0: en défense, une Gemme bloque aussi (comme un Bouclier ou une Étoile).
sc-character-lancelot = Lancelot
    .blurb = Sans-pareil\xA0: à chacun de ses lancers d'attaque, un Blanc compte comme 1 Touche.
sc-character-percival = Perceval
    .blurb = Éclaireur\xA0: son premier déplacement de chaque tour va jusqu'à 4 cases au lieu de 3.
sc-character-kay = Keu
    .blurb = Sénéchal\xA0: commence avec une Petite clé et ouvre les Petits coffres de n'importe quel côté, pas seulement par le bas.
sc-character-merlin = Merlin
    .blurb = Enchanteur\xA0: commence avec une Bombe\xA0; ses propres Bombes ne le blessent jamais\xA0; sur ses lancers de Bombe, chaque Blanc compte aussi comme une Gemme.

sc-item-green-gem = Gemme verte
    .a = une Gemme verte
sc-item-blue-gem = Gemme bleue
    .a = une Gemme bleue
sc-item-bomb = Bombe
    .a = une Bombe
sc-item-small-key = Petite clé
    .a = une Petite clé

sc-treasure-hunting-bow = Arc de chasse
    .the = l'Arc de chasse
    .effect = une fois par tour, gratuitement\xA0: attaquer un Ennemi n'importe où sur votre tuile
sc-treasure-shovel = Pelle
    .the = la Pelle
    .effect = l'Action Creuser\xA0: piocher une carte Petit butin
sc-treasure-racing-boots = Bottes de course
    .the = les Bottes de course
    .effect = chaque déplacement va 1 case plus loin
sc-treasure-greatsword = Grande épée
    .the = la Grande épée
    .effect = l'arc de votre épée couvre 5 cases
sc-treasure-royal-shield = Bouclier royal
    .the = le Bouclier royal
    .effect = se défendre avec 2 dés
sc-treasure-magnet = Aimant
    .the = l'Aimant
    .effect = à votre tour, vous ramassez d'un coup tous les Objets de votre tuile
sc-treasure-power-gauntlet = Gantelet de puissance
    .the = le Gantelet de puissance
    .effect = traverser les Rochers

sc-enemy-carnivorous-plant = Plante carnivore
    .the = la Plante carnivore
    .a = une Plante carnivore
    .killed = la Plante carnivore
sc-enemy-mimic = Mimique
    .the = la Mimique
    .a = une Mimique
    .killed = la Mimique
sc-enemy-dark-knight = Chevalier noir
    .the = le Chevalier noir
    .a = un Chevalier noir
    .killed = le Chevalier noir
# Un Ennemi que la page ne sait pas nommer (absent de sa vue).
sc-enemy = Ennemi
    .the = l'Ennemi
    .a = un Ennemi
    .killed = l'Ennemi

sc-relic-fire = Feu
    .the = la Relique du Feu
    .stack = la pile de Reliques du Feu
sc-relic-water = Eau
    .the = la Relique de l'Eau
    .stack = la pile de Reliques de l'Eau
sc-relic-wind = Vent
    .the = la Relique du Vent
    .stack = la pile de Reliques du Vent
sc-big-key = Grande clé
    .the = la Grande clé
    .stack = la pile de la Grande clé
sc-special-item = un Objet spécial

sc-face-two-hits = 2 Touches
sc-face-one-hit = 1 Touche
sc-face-star = Étoile
sc-face-gem = Gemme
sc-face-shield = Bouclier
sc-face-blank = Blanc
sc-star-as-gem = une Gemme

sc-circle = { $circle ->
    [North] le cercle Nord
    [East] le cercle Est
    [South] le cercle Sud
   *[West] le cercle Ouest
}
sc-circle-title = { $circle ->
    [North] Le cercle de départ Nord
    [East] Le cercle de départ Est
    [South] Le cercle de départ Sud
   *[West] Le cercle de départ Ouest
}
sc-circle-letter = { $circle ->
    [North] N
    [East] E
    [South] S
   *[West] O
}
sc-at-square = en { $square }
sc-at-circle = sur { $circle }
sc-on-circle = sur { $circle }
sc-direction = { $dir ->
    [N] nord
    [NE] nord-est
    [E] est
    [SE] sud-est
    [S] sud
    [SW] sud-ouest
    [W] ouest
   *[NW] nord-ouest
}
sc-range = { $from } à { $to }
sc-seat = Place { $seat }
sc-list-and = { $head } et { $last }

## Ce qui se trouve sur une case

sc-bush = un Buisson
sc-rock = un Rocher
sc-small-chest = un Petit coffre
sc-small-chest-open = un Petit coffre ouvert
sc-big-chest = le Grand coffre
sc-big-chest-open = le Grand coffre ouvert
sc-stack-left = { $stack } (il en reste { $count })
sc-plant-facing = { $plant } tournée vers { $dir ->
    [N] le nord
    [NE] le nord-est
    [E] l'est
    [SE] le sud-est
    [S] le sud
    [SW] le sud-ouest
    [W] l'ouest
   *[NW] le nord-ouest
}
sc-enemy-health = { $enemy } en { $square } ({ $health ->
    [one] { $health } Touche
   *[other] { $health } Touches
} pour l'abattre)
sc-enemy-at = { $enemy } en { $square }
sc-bush-at = le Buisson en { $square }
sc-bush-cut = le Buisson coupé

## Les boutons\xA0: ce que fait chaque choix

sc-with-effects = { $label }\xA0: { $effects }
sc-effect-explores = explore une nouvelle tuile
sc-effect-wakes = réveille la tuile
sc-effect-breaks-rock = brise le Rocher (Gantelet de puissance)
sc-effect-picks-up = ramasse { $items }
sc-act-place = Se placer sur { $circle }
sc-act-move = Se déplacer
sc-act-move-potion = Prendre le déplacement gratuit de la Potion de vitesse
sc-act-step-circle = Aller sur { $circle }
sc-act-step-off = Quitter { $circle } pour { $square }
sc-act-step-dir = { $dir ->
    [north] Aller au nord
    [east] Aller à l'est
    [south] Aller au sud
   *[west] Aller à l'ouest
} en { $square }
sc-act-step = Aller en { $square }
sc-act-stop = S'arrêter
sc-act-stop-left = S'arrêter ({ $count ->
    [one] { $count } case inutilisée
   *[other] { $count } cases inutilisées
})
sc-act-undo-step = Revenir sur le pas vers { $square } (retour en { $back })
sc-act-undo-step-plain = Revenir sur le dernier pas
sc-act-attack = Attaquer au { $dir } avec l'épée
sc-act-attack-great = Attaquer au { $dir } avec la Grande épée
sc-act-bomb = Lancer une Bombe sur la zone de { $range }
sc-act-bomb-hits = Lancer une Bombe sur la zone de { $range }\xA0: touche { $hits }
sc-you = vous
sc-act-bow = Tirer à l'Arc de chasse sur { $target }
sc-act-open-big = Ouvrir le Grand coffre en { $square } (avec la Grande clé)
sc-act-open-small = Ouvrir le Petit coffre en { $square } (avec une Petite clé)
sc-act-pick-up = Ramasser { $what } en { $square }
sc-act-grail = Remporter le Saint Graal
sc-act-dig = Creuser avec la Pelle (pioche une carte Petit butin)
sc-act-end = Terminer le tour
sc-act-end-left = Terminer le tour ({ $count ->
    [one] { $count } Action inutilisée
   *[other] { $count } Actions inutilisées
})
sc-act-reroll-die = Relancer le dé { $die }
sc-act-reroll = Relancer le dé { $face }
sc-act-reroll-twin = Relancer le dé { $face } (dé { $die })
sc-act-keep = Garder le lancer
sc-act-star = Compter l'Étoile comme { $use }
sc-star-hits = { $label }\xA0: { $count ->
    [one] { $count } Touche
   *[other] { $count } Touches
}
sc-star-enough = { $label }, assez pour { $targets }
sc-star-not-enough = { $label }, pas assez pour { $targets }
sc-star-gems = { $label }\xA0; { $count ->
    [one] { $count } Gemme
   *[other] { $count } Gemmes
}
sc-act-kill = Tuer { $who }
sc-act-kill-hits = Tuer { $who } ({ $health } sur { $hits ->
    [one] { $hits } Touche
   *[other] { $hits } Touches
})
sc-act-litter = Piocher de la Litière pour le Buisson coupé en { $square }
sc-act-loot = Piocher du butin pour { $what } en { $square }
sc-act-decline-potion = Refuser la Potion de vitesse
sc-act-activate = Activer ensuite { $enemy } en { $square }
sc-act-target = Envoyer l'Ennemi contre { $name }
sc-act-target-character = Envoyer l'Ennemi contre { $name } ({ $character })
sc-act-knight-to = Arrêter le Chevalier noir en { $square }
sc-act-surrender = Abandonner { $treasure } (vaut { $gems ->
    [one] { $gems } Gemme
   *[other] { $gems } Gemmes
})
sc-act-surrender-unknown = Abandonner le Petit trésor { $index }
sc-act-walk = Marcher jusqu'en { $square } ({ $count ->
    [one] { $count } case
   *[other] { $count } cases
})

## Ce qu'on demande à quelqu'un, pour les autres («\xA0bob doit …\xA0»)

sc-wait-place-character = choisir un cercle de départ
sc-wait-take-action = choisir une action
sc-wait-continue-move = continuer son déplacement
sc-wait-reroll = décider d'une relance
sc-wait-convert-star = compter une Étoile
sc-wait-assign-hits = choisir l'Ennemi à tuer
sc-wait-choose-litter = choisir le Buisson qui donne de la Litière
sc-wait-choose-loot = choisir l'Ennemi qui donne du butin
sc-wait-speed-potion = prendre ou refuser la Potion de vitesse
sc-wait-choose-enemy = choisir l'Ennemi qui s'active ensuite
sc-wait-choose-target = choisir qui l'Ennemi attaque
sc-wait-choose-knight-square = choisir où s'arrête le Chevalier noir
sc-wait-choose-stolen-treasure = choisir le Petit trésor que vole la Mimique

## La forêt en mots

sc-tv-who = { $name } ({ $character }, { $letter })
sc-tv-edge = le bord de la forêt
sc-tv-unexplored = forêt inexplorée
sc-tv-castle = le Château
sc-tv-tree = un Arbre
sc-tv-open = terrain dégagé
sc-tv-gems = Gemmes\xA0: { $gems }
sc-tv-gems-goal = Gemmes\xA0: { $gems } (encore { $more } pour atteindre 40)
sc-tv-gems-hidden = Gemmes\xA0: cachées
sc-tv-health = Vie\xA0: { $health } sur 6
sc-tv-health-out = Vie\xA0: { $health } sur 6, hors de combat
sc-tv-keys = { $keys ->
    [one] { $keys } Petite clé
   *[other] { $keys } Petites clés
}, { $bombs ->
    [one] { $bombs } Bombe
   *[other] { $bombs } Bombes
}
sc-tv-keys-big = { $keys ->
    [one] { $keys } Petite clé
   *[other] { $keys } Petites clés
}, { $bombs ->
    [one] { $bombs } Bombe
   *[other] { $bombs } Bombes
}, la Grande clé
sc-tv-relics = Reliques\xA0: { $relics }
sc-tv-relics-none = Reliques\xA0: aucune
sc-tv-treasures-none = Trésors\xA0: aucun
sc-tv-treasures = Trésors\xA0: { $treasures }
sc-tv-treasure-up = { $treasure } (face visible, { $gems } Gemmes)
sc-tv-treasure-lost = { $treasure } (perte définitive)
sc-tv-treasure-stolen = { $treasure } (aux mains d'une Mimique)
sc-tv-not-placed = pas encore sur le plateau
sc-tv-resigned-off = abandon, hors du plateau
sc-tv-at-tile = en { $square } sur la tuile { $tile } ({ $id })
sc-tv-you = Vous\xA0: { $character } ({ $letter }), { $where }.
sc-tv-side = { $side ->
    [north] Nord
    [east] Est
    [south] Sud
   *[west] Ouest
}, { $square }\xA0: { $what }.
sc-tv-side-edge = { $side ->
    [north] Nord
    [east] Est
    [south] Sud
   *[west] Ouest
}\xA0: { $what }.
sc-tv-resigned = abandon
sc-tv-other = { $who }\xA0: { $where }, Vie { $health } sur 6, { $gems }.
sc-tv-other-gems = { $gems } Gemmes
sc-tv-gems-hidden-short = Gemmes cachées
sc-tv-over = La partie est terminée.
sc-tv-turn-mine = Tour { $turn }\xA0: c'est votre tour, { $actions ->
    [one] { $actions } action restante
   *[other] { $actions } actions restantes
}.
sc-tv-turn-other = Tour { $turn }\xA0: à { $name } ({ $character }) de jouer, { $actions ->
    [one] { $actions } action restante
   *[other] { $actions } actions restantes
}.
sc-tv-you-are-to = Vous devez { $what }.
sc-tv-waiting-for = En attente\xA0: { $name } doit { $what }.
sc-tv-title = La forêt en mots
sc-tv-next-to-you = À côté de vous\xA0:
sc-tv-choose = Vous pouvez choisir (parmi ces choix, les cases que vous pouvez atteindre)\xA0:
sc-tv-nothing = Rien à choisir pour l'instant.
sc-tv-cards = Vos cartes\xA0:
sc-tv-others = Les autres\xA0:

## Les lancers pour le premier joueur (le début du journal)

sc-first-roll = { $name } lance les dés pour désigner le premier joueur\xA0: { $dice }
sc-first-roll-again = { $name } lance les dés pour désigner le premier joueur\xA0: { $dice } (égalité\xA0: on relance)
sc-first-player = { $name } a obtenu le plus d'Étoiles ({ $count }) et joue en premier

## L'écran de jeu

sc-waiting-forest = En attente de la forêt…
sc-keys-title = Touches de Super Camelot
sc-keys-intro = Ce que dit le journal est lu à voix haute au fil du jeu, et ce qui vous attend, aussitôt.
sc-key-help = Afficher ces touches.
sc-key-words = Afficher ou masquer la forêt en mots\xA0: votre case et votre tuile, ce qui vous entoure, ce que vous pouvez choisir, vos cartes et vos Gemmes.
sc-key-choices = Aller à vos choix (quand un choix vous attend)\xA0: chaque choix de la carte y est aussi un bouton.
sc-key-log = Aller au journal de la partie (le plus récent en dernier).
sc-key-tab = Tab, Maj+Tab
sc-key-tab-what = Aller de commande en commande\xA0: les outils de la carte, vos choix, les joueurs, le journal.
sc-key-enter = Entrée ou Espace
sc-key-enter-what = Appuyer sur le bouton qui a le focus (une Bombe ou un tir à l'Arc demande une confirmation avant de partir).
sc-key-escape = Échap
sc-key-escape-what = Fermer cette fenêtre.
sc-zoom-in = Zoomer
sc-zoom-out = Dézoomer
sc-whole-forest = Toute la forêt
sc-hint-walk = Touchez une case à portée de vos cases restantes pour y marcher, ou une case voisine pour un seul pas.
sc-hint-targets = Les cases entourées se choisissent sur la carte, ou avec les boutons.
sc-hint-turn = Tour { $turn } · { $tiles ->
    [one] { $tiles } tuile inexplorée
   *[other] { $tiles } tuiles inexplorées
}
sc-map-zoomed = La carte, agrandie\xA0: faites-la défiler
sc-dice-resolved = Dés en cours de résolution
sc-resign-question = Abandonner\xA0? Votre Personnage quitte le plateau pour de bon\xA0; les autres continuent.
sc-resign-yes = Oui, abandonner
sc-cancel = Annuler
sc-resign = Abandonner…
sc-refused-stale = La partie a avancé avant l'arrivée de votre choix\xA0: regardez à nouveau et choisissez.
sc-refused-turn = Ce n'est pas à vous de décider maintenant.
sc-refused-illegal = Ce coup n'a pas été accepté\xA0: { $why }
sc-refused-over = La partie est déjà terminée.
sc-refused-other = Refusé\xA0: { $why }

## La ligne d'état

sc-status-server = En attente du serveur…
sc-status-your-choice = À vous de choisir\xA0: { $what }
sc-status-waiting = En attente\xA0: { $name } doit { $what }…
sc-status-turn-mine = Tour { $turn } · c'est votre tour
sc-status-turn-other = Tour { $turn } · à { $name } ({ $character }) de jouer
sc-status-actions = { $count ->
    [one] { $count } action restante
   *[other] { $count } actions restantes
}
sc-status-clock-left = pour ce tour
sc-status-clock-title = Compté dans ce navigateur depuis l'apparition de la demande\xA0; c'est le serveur qui décide quand le temps est écoulé
sc-status-clock = il reste ~{ $time } (approximatif)

## Votre choix

sc-decide = Votre choix
sc-decide-clock = Répondez dans environ { $time }, sinon le serveur choisit pour vous (le trésor de moindre valeur).
sc-decide-face-up = Vos trésors face visible\xA0:
sc-treasure-gems = { $treasure } ({ $gems } Gemmes)
sc-confirm-shot = Confirmer le tir
sc-shoot-bow = Tirer à l'Arc de chasse
sc-shot-note = Le tir est définitif. Touchez à nouveau la même case, ou\xA0:
sc-shoot = Tirer
sc-confirm-end = Confirmer la fin de votre tour
sc-end-question = Terminer votre tour avec { $count ->
    [one] { $count } action restante
   *[other] { $count } actions restantes
}\xA0?
sc-end-note = Les actions que vous laissez sont perdues. Appuyez à nouveau sur Terminer le tour, ou\xA0:
sc-end-the-turn = Terminer le tour
sc-keep-playing = Continuer à jouer
sc-confirm-bomb = Confirmer la Bombe
sc-throw-bomb = Lancer une Bombe
sc-bomb-note = Elle touche tout ce qui se trouve dans la zone grisée sur la carte, vous aussi si vous y êtes, et elle est définitive. Touchez à nouveau le même coin, ou\xA0:
sc-throw-the-bomb = Lancer la Bombe
sc-choices-at = Choix en { $place }
sc-at-place = En { $place }\xA0:
sc-close = fermer
sc-choices = Choix
sc-bombs = Lancer une Bombe ({ $count ->
    [one] { $count } zone au choix
   *[other] { $count } zones au choix
})

## Les règles sous la main et les dés

sc-rules-dice = Les faces des dés et leur effet
sc-rules-actions = Vos Actions
sc-rules-bomb = Comment une Bombe touche
sc-rules-move = Se déplacer et explorer
sc-rules-enemies = Le tour des Ennemis
sc-rules-items = Objets, cartes et trésors
sc-rules-how = Comment jouer à Super Camelot
sc-faces = Ce que font les faces des dés
sc-face-meaning-two-hits = deux touches
sc-face-meaning-one-hit = une touche
sc-face-meaning-star = en attaque, au choix\xA0: 1 Touche, 2 Touches ou une Gemme\xA0; en défense, elle bloque
sc-face-meaning-gem = en attaque, une carte pour un Buisson coupé ou un Ennemi tué (Guenièvre\xA0: bloque aussi)
sc-face-meaning-shield = en défense, bloque tous les dégâts
sc-face-meaning-blank = rien
sc-dice = Dés\xA0: { $dice }

## Les joueurs

sc-players = Joueurs
sc-you-tag = vous
sc-to-play = au trait
sc-left-game = a quitté la partie
sc-resigned-flag = Abandon\xA0: hors du plateau, spectateur
sc-passed-out-flag = Hors de combat\xA0: passe son prochain tour et récupère 1 point de Vie
sc-health-label = Vie { $health } sur 6
sc-health = Vie { $health }/6
sc-small-keys = { $count ->
    [one] { $count } Petite clé
   *[other] { $count } Petites clés
}
sc-bombs-count = { $count ->
    [one] { $count } Bombe
   *[other] { $count } Bombes
}
sc-big-key-tag = Grande clé
sc-relics = Reliques\xA0: { $relics } ({ $count }/3)
sc-relics-none = aucune
sc-treasure-up = (face visible, { $gems } Gemmes)
sc-treasure-lost = (perte définitive)
sc-treasure-stolen = (aux mains d'une Mimique, face cachée)
sc-gems-label = Gemmes\xA0:
sc-gems-more = encore { $more } pour atteindre 40
sc-gems-hidden = Gemmes\xA0: cachées

## Le journal

sc-log = Journal de la partie
sc-log-title = Journal
sc-log-loading = Chargement des lignes précédentes…
sc-log-earlier = Afficher les précédentes
sc-log-label = Journal de la partie, le plus récent en dernier

## La fin de la partie

sc-over = Partie terminée
sc-over-title = { $by ->
    [Grail] Partie terminée\xA0: { $winner } avec le Saint Graal.
    [Gems] Partie terminée\xA0: { $winner } en atteignant 40 Gemmes.
   *[Resignation] Partie terminée\xA0: { $winner } en restant le dernier en jeu.
}
sc-you-win = Vous gagnez
sc-wins = { $name } ({ $character }) gagne
sc-totals = Les Gemmes de chacun, révélées
sc-col-player = Joueur
sc-col-character = Personnage
sc-col-gems = Gemmes
sc-rematch = Revanche
sc-rematch-asked = Revanche demandée
sc-rematch-accept = Accepter la revanche
sc-rematch-asked-by-me = Revanche demandée par\xA0: { $names }\xA0; elle commence quand toutes les places sont d'accord.
sc-rematch-asks = { $count ->
    [one] { $names } demande une revanche.
   *[other] { $names } demandent une revanche.
}
sc-replay-link = Revoir cette partie

## La carte et sa légende

sc-map = La carte de la forêt. Chaque choix qui s'y trouve est aussi proposé en bouton.
# The Map Tiles' printed names, by id (as games/super-camelot/data/tiles.txt names them and the
# engine's catalogue words them); a tile id not listed here is shown by the name the server gives.
sc-tile-u01 = Clairière paisible
sc-tile-u02 = Fourré de ronces
sc-tile-u03 = Col rocheux
sc-tile-u04 = Gué du Chevalier
sc-tile-u05 = Creux de la Mimique
sc-tile-u06 = Pré fleuri
sc-tile-u07 = Ruines envahies
sc-tile-u08 = Dédale de buissons
sc-tile-u09 = Vieux puits
sc-tile-u10 = Clairière sombre
sc-tile-u11 = Cercle de pierres
sc-tile-n1 = Sanctuaire du Feu
sc-tile-n2 = Sanctuaire de l'Eau
sc-tile-n3 = Sanctuaire du Vent
sc-tile-n4 = Grande clé
sc-tile-n5 = Grand coffre
sc-tile-title = { $name } (tuile { $id })
sc-tile-title-empty = { $name } (tuile { $id })\xA0: personne dessus
# The letter drawn where something will appear on a tile nobody has entered yet (the tile's
# layout symbol: B Bush, R Rock, P Plant, M Mimic, D Dark Knight), in the reader's language.
sc-ghost-letter = { $symbol ->
    [B] B
    [R] R
    [P] P
    [M] M
   *[D] CN
}
sc-ghost = { $symbol ->
    [B] Un Buisson
    [R] Un Rocher
    [P] Une Plante carnivore
    [M] Une Mimique
   *[D] Un Chevalier noir
} apparaît ici quand quelqu'un entre sur la tuile
sc-castle-title = Le Château et le Saint Graal (L12–M13)
sc-grail-tag = GRAAL
sc-big-tag = GRAND
sc-square-title = { $square }\xA0: { $what }
sc-character-title = { $name }\xA0: { $character } ({ $letter })
sc-character-title-out = { $name }\xA0: { $character } ({ $letter }), hors de combat
sc-holds-stolen = détient un trésor volé
sc-letter-dark-knight = CN
sc-letter-fire = Fe
sc-letter-water = Ea
sc-letter-wind = Ve
sc-letter-green-gem = v
sc-letter-blue-gem = b
sc-legend = Légende de la carte et Personnages
sc-legend-coords = Colonnes A à X, rangées 1 à 24\xA0: L10 est la colonne L, rangée 10, comme dans le journal et sur les boutons.
sc-legend-character = Un Personnage, par sa lettre\xA0; cercle en pointillés\xA0: vous
sc-legend-passed-out = Gris, aplati, «\xA0zz\xA0»\xA0: hors de combat
sc-legend-circle = Cercle de départ N, E, S ou O
sc-legend-unexplored = Forêt inexplorée (?)
sc-legend-tree = Arbre\xA0: jamais franchissable
sc-legend-bush = Buisson\xA0: coupé par toute attaque
sc-legend-rock = Rocher
sc-legend-plant = P Plante carnivore\xA0; la pointe rouge montre où elle regarde
sc-legend-mimic = Mi Mimique (un point doré\xA0: elle détient un trésor volé)
sc-legend-dark-knight = CN Chevalier noir
sc-legend-small-chest = Petit coffre (couvercle en pointillés une fois ouvert)
sc-legend-big-chest = GRAND\xA0: le Grand coffre
sc-legend-relic = Pile de Reliques\xA0: Fe Feu, Ea Eau, Ve Vent\xA0; le nombre\xA0: jetons restants
sc-legend-big-key = La pile de la Grande clé
sc-legend-gems = v Gemme verte (1) · b Gemme bleue (5), posée au sol
sc-legend-bomb = Une Bombe posée au sol
sc-legend-small-key = Une Petite clé posée au sol
sc-legend-ghost = Lettre pâle\xA0: ce qui apparaîtra quand quelqu'un entrera sur la tuile
`,Ve=class{constructor(e){this.value=e}valueOf(){return this.value}},V=class extends Ve{constructor(e=`???`){super(e)}toString(e){return`{${this.value}}`}},He=class extends Ve{constructor(e,t={}){super(e),this.opts=t}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(t){e.reportError(t)}return this.value.toString(10)}},Ue=class e extends Ve{static supportsValue(t){if(typeof t==`number`||t instanceof Date)return!0;if(t instanceof Ve)return e.supportsValue(t.valueOf());if(`Temporal`in globalThis){let e=globalThis.Temporal;if(t instanceof e.Instant||t instanceof e.PlainDateTime||t instanceof e.PlainDate||t instanceof e.PlainMonthDay||t instanceof e.PlainTime||t instanceof e.PlainYearMonth)return!0}return!1}constructor(t,n={}){t instanceof e?(n={...t.opts,...n},t=t.value):t instanceof Ve&&(t=t.valueOf()),typeof t==`object`&&`calendarId`in t&&n.calendar===void 0&&(n={...n,calendar:t.calendarId}),super(t),this.opts=n}[Symbol.toPrimitive](e){return e===`string`?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e==`number`)return e;if(e instanceof Date)return e.getTime();if(`epochMilliseconds`in e)return e.epochMilliseconds;if(`toZonedDateTime`in e)return e.toZonedDateTime(`UTC`).epochMilliseconds;throw TypeError(`Unwrapping a non-number value as a number`)}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(t){e.reportError(t)}return typeof this.value==`number`||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}},We=100,Ge=`⁨`,Ke=`⁩`;function qe(e,t,n){return n===t||n instanceof He&&t instanceof He&&n.value===t.value||t instanceof He&&typeof n==`string`&&n===e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value)}function Je(e,t,n){return t[n]?rt(e,t[n].value):(e.reportError(RangeError(`No default`)),new V)}function Ye(e,t){let n=[],r=Object.create(null);for(let i of t)i.type===`narg`?r[i.name]=Xe(e,i.value):n.push(Xe(e,i));return{positional:n,named:r}}function Xe(e,t){switch(t.type){case`str`:return t.value;case`num`:return new He(t.value,{minimumFractionDigits:t.precision});case`var`:return Ze(e,t);case`mesg`:return Qe(e,t);case`term`:return $e(e,t);case`func`:return et(e,t);case`select`:return tt(e,t);default:return new V}}function Ze(e,{name:t}){let n;if(e.params){if(Object.prototype.hasOwnProperty.call(e.params,t))n=e.params[t];else return new V(`$${t}`)}else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,t))n=e.args[t];else return e.reportError(ReferenceError(`Unknown variable: $${t}`)),new V(`$${t}`);if(n instanceof Ve)return n;switch(typeof n){case`string`:return n;case`number`:return new He(n);case`object`:if(Ue.supportsValue(n))return new Ue(n);default:return e.reportError(TypeError(`Variable type not supported: $${t}, ${typeof n}`)),new V(`$${t}`)}}function Qe(e,{name:t,attr:n}){let r=e.bundle._messages.get(t);if(!r)return e.reportError(ReferenceError(`Unknown message: ${t}`)),new V(t);if(n){let i=r.attributes[n];return i?rt(e,i):(e.reportError(ReferenceError(`Unknown attribute: ${n}`)),new V(`${t}.${n}`))}return r.value?rt(e,r.value):(e.reportError(ReferenceError(`No value: ${t}`)),new V(t))}function $e(e,{name:t,attr:n,args:r}){let i=`-${t}`,a=e.bundle._terms.get(i);if(!a)return e.reportError(ReferenceError(`Unknown term: ${i}`)),new V(i);if(n){let t=a.attributes[n];if(t){e.params=Ye(e,r).named;let n=rt(e,t);return e.params=null,n}return e.reportError(ReferenceError(`Unknown attribute: ${n}`)),new V(`${i}.${n}`)}e.params=Ye(e,r).named;let o=rt(e,a.value);return e.params=null,o}function et(e,{name:t,args:n}){let r=e.bundle._functions[t];if(!r)return e.reportError(ReferenceError(`Unknown function: ${t}()`)),new V(`${t}()`);if(typeof r!=`function`)return e.reportError(TypeError(`Function ${t}() is not callable`)),new V(`${t}()`);try{let t=Ye(e,n);return r(t.positional,t.named)}catch(n){return e.reportError(n),new V(`${t}()`)}}function tt(e,{selector:t,variants:n,star:r}){let i=Xe(e,t);if(i instanceof V)return Je(e,n,r);for(let t of n)if(qe(e,i,Xe(e,t.key)))return rt(e,t.value);return Je(e,n,r)}function nt(e,t){if(e.dirty.has(t))return e.reportError(RangeError(`Cyclic reference`)),new V;e.dirty.add(t);let n=[],r=e.bundle._useIsolating&&t.length>1;for(let i of t)if(typeof i==`string`)n.push(e.bundle._transform(i));else{if(e.placeables++,e.placeables>We)throw e.dirty.delete(t),RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${We}`);r&&n.push(Ge),n.push(Xe(e,i).toString(e)),r&&n.push(Ke)}return e.dirty.delete(t),n.join(``)}function rt(e,t){return typeof t==`string`?e.bundle._transform(t):nt(e,t)}var it=class{constructor(e,t,n){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=t,this.args=n}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,t){let n=this.bundle._intls.get(e);n||(n={},this.bundle._intls.set(e,n));let r=JSON.stringify(t);return n[r]||(n[r]=new e(this.bundle.locales,t)),n[r]}};function at(e,t){let n=Object.create(null);for(let[r,i]of Object.entries(e))t.includes(r)&&(n[r]=i.valueOf());return n}var ot=[`unitDisplay`,`currencyDisplay`,`useGrouping`,`minimumIntegerDigits`,`minimumFractionDigits`,`maximumFractionDigits`,`minimumSignificantDigits`,`maximumSignificantDigits`];function st(e,t){let n=e[0];if(n instanceof V)return new V(`NUMBER(${n.valueOf()})`);if(n instanceof He)return new He(n.valueOf(),{...n.opts,...at(t,ot)});if(n instanceof Ue)return new He(n.toNumber(),{...at(t,ot)});throw TypeError(`Invalid argument to NUMBER`)}var ct=[`dateStyle`,`timeStyle`,`fractionalSecondDigits`,`dayPeriod`,`hour12`,`weekday`,`era`,`year`,`month`,`day`,`hour`,`minute`,`second`,`timeZoneName`];function lt(e,t){let n=e[0];if(n instanceof V)return new V(`DATETIME(${n.valueOf()})`);if(n instanceof Ue||n instanceof He)return new Ue(n,at(t,ct));throw TypeError(`Invalid argument to DATETIME`)}var ut=new Map;function dt(e){let t=Array.isArray(e)?e.join(` `):e,n=ut.get(t);return n===void 0&&(n=new Map,ut.set(t,n)),n}var ft=class{constructor(e,{functions:t,useIsolating:n=!0,transform:r=e=>e}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:st,DATETIME:lt,...t},this._useIsolating=n,this._transform=r,this._intls=dt(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:t=!1}={}){let n=[];for(let r=0;r<e.body.length;r++){let i=e.body[r];if(i.id.startsWith(`-`)){if(t===!1&&this._terms.has(i.id)){n.push(Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(t===!1&&this._messages.has(i.id)){n.push(Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return n}formatPattern(e,t=null,n=null){if(typeof e==`string`)return this._transform(e);let r=new it(this,n,t);try{return nt(r,e).toString(r)}catch(e){if(r.errors&&e instanceof Error)return r.errors.push(e),new V().toString(r);throw e}}},pt=/^(-?[a-zA-Z][\w-]*) *= */gm,mt=/\.([a-zA-Z][\w-]*) *= */y,ht=/\*?\[/y,gt=/(-?[0-9]+(?:\.([0-9]+))?)/y,_t=/([a-zA-Z][\w-]*)/y,vt=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,yt=/^[A-Z][A-Z0-9_-]*$/,bt=/([^{}\n\r]+)/y,xt=/([^\\"\n\r]*)/y,St=/\\([\\"])/y,Ct=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,wt=/^\n+/,Tt=/ +$/,Et=/ *\r?\n/g,Dt=/( *)$/,Ot=/{\s*/y,kt=/\s*}/y,At=/\[\s*/y,jt=/\s*] */y,Mt=/\s*\(\s*/y,Nt=/\s*->\s*/y,Pt=/\s*:\s*/y,Ft=/\s*,?\s*/y,It=/\s+/y,Lt=class{constructor(e){this.body=[],pt.lastIndex=0;let t=0;for(;;){let n=pt.exec(e);if(n===null)break;t=pt.lastIndex;try{this.body.push(s(n[1]))}catch(e){if(e instanceof SyntaxError)continue;throw e}}function n(n){return n.lastIndex=t,n.test(e)}function r(n,r){if(e[t]===n)return t++,!0;if(r)throw new r(`Expected ${n}`);return!1}function i(e,r){if(n(e))return t=e.lastIndex,!0;if(r)throw new r(`Expected ${e.toString()}`);return!1}function a(n){n.lastIndex=t;let r=n.exec(e);if(r===null)throw SyntaxError(`Expected ${n.toString()}`);return t=n.lastIndex,r}function o(e){return a(e)[1]}function s(e){let t=l(),n=c();if(t===null&&Object.keys(n).length===0)throw SyntaxError(`Expected message value or attributes`);return{id:e,value:t,attributes:n}}function c(){let e=Object.create(null);for(;n(mt);){let t=o(mt),n=l();if(n===null)throw SyntaxError(`Expected attribute value`);e[t]=n}return e}function l(){let r;if(n(bt)&&(r=o(bt)),e[t]===`{`||e[t]===`}`)return u(r?[r]:[],1/0);let i=x();return i?r?u([r,i],i.length):(i.value=S(i.value,wt),u([i],i.length)):r?S(r,Tt):null}function u(r=[],i){for(;;){if(n(bt)){r.push(o(bt));continue}if(e[t]===`{`){r.push(d());continue}if(e[t]===`}`)throw SyntaxError(`Unbalanced closing brace`);let a=x();if(a)r.push(a),i=Math.min(i,a.length);else break}let a=r.length-1,s=r[a];typeof s==`string`&&(r[a]=S(s,Tt));let c=[];for(let e of r)e instanceof Rt&&(e=e.value.slice(0,e.value.length-i)),e&&c.push(e);return c}function d(){i(Ot,SyntaxError);let e=f();if(i(kt))return e;if(i(Nt)){let t=h();return i(kt,SyntaxError),{type:`select`,selector:e,...t}}throw SyntaxError(`Unclosed placeable`)}function f(){if(e[t]===`{`)return d();if(n(vt)){let[,e,t,n=null]=a(vt);if(e===`$`)return{type:`var`,name:t};if(i(Mt)){let r=p();if(e===`-`)return{type:`term`,name:t,attr:n,args:r};if(yt.test(t))return{type:`func`,name:t,args:r};throw SyntaxError(`Function names must be all upper-case`)}return e===`-`?{type:`term`,name:t,attr:n,args:[]}:{type:`mesg`,name:t,attr:n}}return _()}function p(){let n=[];for(;;){switch(e[t]){case`)`:return t++,n;case void 0:throw SyntaxError(`Unclosed argument list`)}n.push(m()),i(Ft)}}function m(){let e=f();return e.type===`mesg`&&i(Pt)?{type:`narg`,name:e.name,value:_()}:e}function h(){let e=[],t=0,i;for(;n(ht);){r(`*`)&&(i=t);let n=g(),a=l();if(a===null)throw SyntaxError(`Expected variant value`);e[t++]={key:n,value:a}}if(t===0)return null;if(i===void 0)throw SyntaxError(`Expected default variant`);return{variants:e,star:i}}function g(){i(At,SyntaxError);let e;return e=n(gt)?v():{type:`str`,value:o(_t)},i(jt,SyntaxError),e}function _(){if(n(gt))return v();if(e[t]===`"`)return y();throw SyntaxError(`Invalid expression`)}function v(){let[,e,t=``]=a(gt),n=t.length;return{type:`num`,value:parseFloat(e),precision:n}}function y(){r(`"`,SyntaxError);let n=``;for(;;)if(n+=o(xt),e[t]===`\\`)n+=b();else{if(r(`"`))return{type:`str`,value:n};throw SyntaxError(`Unclosed string literal`)}}function b(){if(n(St))return o(St);if(n(Ct)){let[,e,t]=a(Ct),n=parseInt(e||t,16);return n<=55295||57344<=n?String.fromCodePoint(n):`�`}throw SyntaxError(`Unknown escape sequence`)}function x(){let n=t;switch(i(It),e[t]){case`.`:case`[`:case`*`:case`}`:case void 0:return!1;case`{`:return C(e.slice(n,t))}return e[t-1]===` `&&C(e.slice(n,t))}function S(e,t){return e.replace(t,``)}function C(e){return new Rt(e.replace(Et,`
`),Dt.exec(e)[1].length)}}},Rt=class{constructor(e,t){this.value=e,this.length=t}},zt=[{lang:`en`,name:`English`},{lang:`fr`,name:`Français`}],Bt=`albion.lang`,Vt=Object.assign({"../locales/en/a11y.ftl":je,"../locales/en/app.ftl":Me,"../locales/en/camelot.ftl":Ne,"../locales/en/rules.ftl":Pe,"../locales/en/super-camelot.ftl":Fe,"../locales/fr/a11y.ftl":Ie,"../locales/fr/app.ftl":Le,"../locales/fr/camelot.ftl":Re,"../locales/fr/rules.ftl":ze,"../locales/fr/super-camelot.ftl":Be});function Ht(){let e={en:{},fr:{}};for(let[t,n]of Object.entries(Vt)){let r=/\/locales\/([a-z]+)\/([^/]+\.ftl)$/.exec(t);r&&Ut(r[1])&&(e[r[1]][r[2]]=n)}return e}function Ut(e){return zt.some(t=>t.lang===e)}function Wt(e){let t=e.trim().split(/[-_.@]/)[0]?.toLowerCase()??``;return Ut(t)?t:null}function Gt(){try{return globalThis.localStorage??null}catch{return null}}function Kt(e,t){if(e&&Ut(e))return e;for(let e of t){let t=Wt(e);if(t)return t}return`en`}function qt(e){let t=new ft(e,{useIsolating:!1});for(let[n,r]of Object.entries(Ht()[e]).sort()){let i=t.addResource(new Lt(r));for(let t of i)console.error(`web/locales/${e}/${n}:`,t)}return t}var Jt=new Map;function Yt(e){let t=Jt.get(e);return t||(t=qt(e),Jt.set(e,t)),t}var Xt=Kt(Gt()?.getItem(Bt)??null,typeof navigator>`u`?[]:navigator.languages??[navigator.language]);Zt();function Zt(){typeof document<`u`&&(document.documentElement.lang=Xt)}function H(){return Xt}function Qt(e){Xt=e,Zt()}function $t(e){Gt()?.setItem(Bt,e),Qt(e),typeof location<`u`&&location.reload()}function en(e,t,n){for(let r of Xt===`en`?[`en`]:[Xt,`en`]){let i=Yt(r),a=i.getMessage(e),o=t?a?.attributes[t]:a?.value;if(!o)continue;let s=[],c=i.formatPattern(o,n,s);return s.length>0&&console.error(`message ${e} in ${r}:`,s),c}return`{${e}}`}function U(e,t){return en(e,null,t)}function tn(e,t,n){return en(e,t,n)}function nn(e){return Yt(`en`).hasMessage(e)}function rn(e){return`error-${e.replace(/_/g,`-`)}`}function an(e,t){let n=rn(e);return nn(n)?U(n):t}function on(e,t){return H()===`en`?t:an(e,t)}var sn=class extends Error{status;code;constructor(e,t,n){super(n),this.status=e,this.code=t}},cn=e=>U(`error-http-status`,{status:String(e)});async function ln(e,t){let n;try{n=await fetch(e,{...t,headers:{"content-type":`application/json`,...t?.headers}})}catch{throw new sn(0,`network`,U(`error-network`))}if(!n.ok){let e=null;try{e=await n.json()}catch{}let t=e?.error??`http`;throw new sn(n.status,t,an(t,e?.message??cn(n.status)))}return await n.json()}var un=e=>ln(`/api/lobbies`,{method:`POST`,body:JSON.stringify(e)}),dn=()=>ln(`/api/lobbies`),fn=e=>ln(`/api/lobbies/${encodeURIComponent(e)}`),pn=e=>e?{authorization:`Bearer ${e}`}:{},mn=(e,t=null)=>ln(`/api/games/${e}?lang=${H()}`,{headers:pn(t)}),hn=e=>ln(`/api/my-games`,{method:`POST`,body:JSON.stringify({seats:e})}),gn=e=>ln(`/api/unsubscribe`,{method:`POST`,body:JSON.stringify({key:e})}),_n=e=>`/api/games/${e}/wcf`;async function vn(e,t){let n;try{n=await fetch(_n(e),{headers:pn(t)})}catch{throw new sn(0,`network`,U(`error-network`))}if(!n.ok)throw new sn(n.status,`http`,cn(n.status));return n.text()}function yn(){return typeof performance<`u`?performance.now():Date.now()}function bn(e,t,n,r){let i=e.left_ms[t]??0;if(e.running!==t)return Math.max(0,i);let a=n?n.elapsed+Math.max(0,r-n.at):0;return Math.max(0,i-a)}var xn=3600,Sn=86400,Cn=e=>Math.max(0,Math.ceil(e/1e3));function wn(e){let t=Cn(e);if(t<xn)return`${Math.floor(t/60)}:${(t%60).toString().padStart(2,`0`)}`;let[n,r]=Tn(t);return U(`app-clock-${t>=Sn?`days`:`hours`}`,{big:n,small:r})}function Tn(e){let t=Math.ceil(e/60);if(e>=Sn){let e=Math.floor(t/60);return[Math.floor(e/24),e%24]}return[Math.floor(t/60),t%60]}function En(e){let t=Cn(e);if(t>=xn){let[e,n]=Tn(t);return U(`app-clock-words-${t>=Sn?`days`:`hours`}`,{big:e,small:n})}return U(`app-clock-words-minutes`,{big:Math.floor(t/60),small:t%60})}function Dn(e){return e<120?U(`app-clock-secs`,{secs:Math.max(0,Math.round(e))}):wn(e*1e3)}function On(e,t){return!e||!t?(e??null)!==(t??null):e.running!==t.running||e.left_ms.length!==t.left_ms.length||e.left_ms.some((e,n)=>e!==t.left_ms[n])}var kn={NORMAL:1e3,GOING_AWAY:1001,INVALID_DATA:1007,TOO_BIG:1009,PROTOCOL_ERROR:4e3,UNSUPPORTED_VERSION:4001,TOO_SLOW:4002,RATE_LIMITED:4003,KICKED:4004,LOBBY_CLOSED:4005,REPLACED:4006,IDLE:4007},An={Magnet:7,RoyalShield:6,RacingBoots:4,PowerGauntlet:8,HuntingBow:3,Greatsword:4,Shovel:3},jn={NorthEast:[[-1,0],[-1,1],[0,1]],SouthEast:[[0,1],[1,1],[1,0]],SouthWest:[[1,0],[1,-1],[0,-1]],NorthWest:[[0,-1],[-1,-1],[-1,0]]},Mn={NorthEast:[[-1,-1],[-1,0],[-1,1],[0,1],[1,1]],SouthEast:[[-1,1],[0,1],[1,1],[1,0],[1,-1]],SouthWest:[[1,1],[1,0],[1,-1],[0,-1],[-1,-1]],NorthWest:[[1,-1],[0,-1],[-1,-1],[-1,0],[-1,1]]},Nn={North:[[9,11],[9,12],[10,11],[10,12]],East:[[11,13],[12,13],[11,14],[12,14]],South:[[13,11],[13,12],[14,11],[14,12]],West:[[11,9],[12,9],[11,10],[12,10]]},Pn=`albion.name`,Fn=e=>`albion.token.${e}`;function In(){try{return globalThis.localStorage??null}catch{return null}}function Ln(){return In()?.getItem(Pn)??``}function Rn(e){In()?.setItem(Pn,e)}function zn(e){return In()?.getItem(Fn(e))??null}function Bn(e,t){In()?.setItem(Fn(e),t)}function Vn(e){In()?.removeItem(Fn(e))}var Hn=`albion.token.`;function Un(){let e=In();if(!e)return[];let t=[];for(let n=0;n<e.length;n++){let r=e.key(n);if(!r?.startsWith(Hn))continue;let i=r.slice(13),a=e.getItem(r);i&&a&&t.push({lobby:i,token:a})}return t}var Wn=e=>`albion.sit.${e}`;function Gn(){try{return globalThis.sessionStorage??null}catch{return null}}function Kn(e,t){Gn()?.setItem(Wn(e),JSON.stringify(t))}function qn(e){let t=Gn(),n=t?.getItem(Wn(e));if(!n)return null;t?.removeItem(Wn(e));try{let e=JSON.parse(n);return typeof e.name==`string`&&typeof e.seat==`number`?{name:e.name,seat:e.seat}:null}catch{return null}}var Jn=e=>`albion.game.${e}`;function Yn(e,t){let n=In();n&&n.getItem(Jn(e))!==t&&n.setItem(Jn(e),t)}function Xn(e){let t=In()?.getItem(Jn(e));return t?zn(t):null}function Zn(e){return e.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu,(e,t,n)=>e===`‍`&&/\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?$/u.test(n.slice(Math.max(0,t-4),t))&&/^\p{Extended_Pictographic}/u.test(n.slice(t+1,t+3))?e:``)}function Qn(e,t){let n=e?.seats[t]?.name;return n?Zn(n):U(`app-seat`,{n:t+1})}function $n(e){return U(`app-bot-label`,{level:e})}function er(e,t){let n=e=>{let n=t[e];return n?Zn(n):U(`app-seat`,{n:e+1})};switch(e.kind){case`bot_added`:return U(`app-event-bot-added`,{bot:$n(e.level),seat:e.seat+1});case`bot_took_over`:return U(`app-event-bot-took-over`,{bot:$n(e.level),seat:e.seat+1,by:n(e.by)});case`abandoned`:return U(`app-event-abandoned`,{name:n(e.seat)});case`timed_out`:return U(`app-event-timed-out`,{name:n(e.seat)});case`win_claimed`:return U(`app-event-win-claimed`,{name:n(e.seat),left:n(e.abandoned)});case`offered`:return U(`app-event-offered`,{name:n(e.seat),offer:e.offer});case`offer_accepted`:return U(`app-event-offer-accepted`,{name:n(e.seat),offer:e.offer});case`offer_declined`:return U(`app-event-offer-declined`,{name:n(e.seat),offer:e.offer});case`offer_withdrawn`:return U(`app-event-offer-withdrawn`,{name:n(e.seat),offer:e.offer});default:return null}}function tr(e,t){switch(e.kind){case`resign`:return U(`app-record-resign`,{who:t});case`timeout`:return U(`app-record-timeout`,{who:t});case`abandoned`:return U(`app-record-abandoned`,{who:t});case`bot`:return U(`app-record-bot`,{bot:$n(e.level),who:t});case`offer`:return U(`app-record-offer`,{who:t,offer:e.offer});case`accept`:return U(`app-record-accept`,{who:t,offer:e.offer});case`decline`:return U(`app-record-decline`,{who:t,offer:e.offer});case`withdraw`:return U(`app-record-withdraw`,{who:t,offer:e.offer});case`act`:return U(`app-record-act`,{who:t})}}function nr(e){return(e.game===`camelot`?e.days_per_move:e.days_per_turn)||null}function rr(e){let t=nr(e);if(e.game===`camelot`){let n=e.ruleset===`wcf`?`wcf`:`standard`;return e.clock?U(`app-config-camelot-clock`,{ruleset:n,minutes:Math.round(e.clock.base_secs/60),increment:e.clock.increment_secs}):t?U(`app-config-camelot-days`,{ruleset:n,days:t}):U(`app-config-camelot`,{ruleset:n})}let n=e.seats;return e.turn_secs?U(`app-config-sc-secs`,{players:n,secs:e.turn_secs}):t?U(`app-config-sc-days`,{players:n,days:t}):U(`app-config-sc`,{players:n})}function ir(e,t){let n=e.seats[t];return n?n.bot?$n(n.bot):n.name?Zn(n.name):U(`games-open-seat`):U(`app-seat`,{n:t+1})}function ar(e){return e.lobby.seats.filter(t=>t.seat!==e.seat).map(t=>ir(e.lobby,t.seat))}var or=new Set([`timeout`,`timed_out`,`resignation`,`castle`,`elimination`,`repetition`,`abandoned`]);function sr(e){let{lobby:t}=e;switch(t.status){case`open`:return{kind:`waiting`,text:U(t.seats.filter(e=>e.name===null&&!e.bot).length>0?`games-waiting-players`:`games-waiting-start`)};case`playing`:return e.to_move===void 0||e.to_move===null?{kind:`playing`,text:U(`games-in-progress`)}:e.to_move===e.seat?{kind:`your_turn`,text:U(`games-your-turn`)}:{kind:`their_turn`,text:U(`games-their-turn`,{name:ir(t,e.to_move)})};case`finished`:{let n=t.result;if(!n)return{kind:`finished`,text:U(`games-finished`)};let r=n.reason===`timed_out`?`timeout`:or.has(n.reason)?n.reason:n.reason?`other`:`none`,i=r===`other`?n.reason.replace(/_/g,` `):``,a=n.winners.map(e=>ir(t,e));return{kind:`finished`,text:U(`games-finished-why`,{who:n.winners.length===0?U(`games-who-draw`):n.winners.includes(e.seat)?U(`games-who-you`):U(`games-who-won`,{count:a.length,names:a.length===1?a[0]:U(`games-and`,{first:a.slice(0,-1).join(`, `),last:a.at(-1)})}),reason:r,why:i})}}case`aborted`:return{kind:`stopped`,text:U(`games-stopped`)}}}function cr(e){return e.map((e,t)=>({g:e,i:t})).sort((e,t)=>t.g.created_at-e.g.created_at||e.i-t.i).map(({g:e})=>e)}function lr(e,t=new Map){let n=new Set;for(let r of e)(t.get(r.lobby.code)??(r.lobby.status===`playing`&&r.to_move===r.seat))&&n.add(r.lobby.code);for(let[e,r]of t)r&&n.add(e);return n.size}var ur=``,dr=``;function fr(){let e=U(`games-title-turn`,{count:ur,title:dr}),t=e.slice(0,e.indexOf(dr)).replace(/[.*+?^${}()|[\]\\]/g,`\\$&`).replace(ur,`\\d+`);return RegExp(`^${t}`)}function pr(e,t){let n=e.replace(fr(),``);return t>0?U(`games-title-turn`,{count:String(t),title:n}):n}function mr(e,t){if(e==null)return null;let n=e-t;return n>0?U(`games-time-left`,{time:wn(n)}):U(`games-time-up`)}var hr=3e4,gr=1e3,_r=`/favicon.svg`,vr=`data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%2032%2032%22%3E%3Crect%20width%3D%2232%22%20height%3D%2232%22%20rx%3D%226%22%20fill%3D%22%232f5d50%22%2F%3E%3Cpath%20d%3D%22M8%2024V12l4%203%204-7%204%207%204-3v12z%22%20fill%3D%22%23f2d16b%22%2F%3E%3Ccircle%20cx%3D%2225%22%20cy%3D%227%22%20r%3D%226.5%22%20fill%3D%22%23d93025%22%20stroke%3D%22%23fff%22%20stroke-width%3D%221.5%22%2F%3E%3C%2Fsvg%3E`,yr=new class{snap={games:null,error:null,held:0,yourTurn:0};listeners=new Set;live=new Map;inFlight=!1;again=!1;lastStart=-1/0;timer=null;started=!1;get snapshot(){return this.snap}subscribe(e){return this.listeners.add(e),()=>this.listeners.delete(e)}start(){this.started||typeof document>`u`||(this.started=!0,document.addEventListener(`visibilitychange`,()=>{document.visibilityState===`visible`&&this.refresh()}),setInterval(()=>this.refresh(),hr),this.refresh())}refresh(){if(this.inFlight){this.again=!0;return}let e=this.lastStart+gr-Date.now();e>0?this.timer||=setTimeout(()=>{this.timer=null,this.refresh()},e):this.load()}setLive(e,t){let n=this.live.get(e);t===null?this.live.delete(e):this.live.set(e,t),n!==(t??void 0)&&this.update({})}async load(){let e=Un();if(e.length===0)this.update({games:[],error:null,held:0});else{this.inFlight=!0,this.lastStart=Date.now();try{let t=await hn(e.slice(0,200));this.update({games:cr(t.games),error:null,held:e.length})}catch(t){this.update({error:t instanceof sn||t instanceof Error?t.message:String(t),held:e.length})}finally{this.inFlight=!1,this.again&&(this.again=!1,this.refresh())}}}update(e){let t={...this.snap,...e};t.yourTurn=lr(t.games??[],this.live),this.snap=t,br(t.yourTurn);for(let e of this.listeners)e(t)}};function br(e=yr.snapshot.yourTurn){if(typeof document>`u`)return;let t=pr(document.title,e);document.title!==t&&(document.title=t);let n=document.querySelector(`link[rel="icon"]`),r=e>0?vr:_r;n&&n.getAttribute(`href`)!==r&&n.setAttribute(`href`,r)}var xr={target:`_blank`,rel:`noopener`},Sr=[`camelot`,`super-camelot`],Cr={get camelot(){return U(`rules-title-camelot`)},get"super-camelot"(){return U(`rules-title-super-camelot`)}},wr={en:{camelot:{moves:`your-turn`,plain:`1-plain-move`,canter:`2-canter-leap-over-your-own-piece`,jump:`3-jump-capture-an-enemy-piece`,charge:`4-the-knights-charge-knights-only`,castles:`the-castles`,end:`how-a-game-ends`,notation:`writing-moves-wcf-notation`},"super-camelot":{turn:`your-turn`,move:`move`,attack:`attack-with-your-sword`,bomb:`bomb`,chest:`open-a-chest-pick-up-claim`,items:`items-cards-and-treasures`,enemies:`the-enemy-turn`,health:`health-passing-out`,winning:`hidden-information-and-winning`,forest:`the-forest`}},fr:{camelot:{moves:`votre-tour`,plain:`1-le-pas`,canter:`2-le-galop-par-dessus-une-pièce-de-votre-camp`,jump:`3-le-saut-prendre-une-pièce-ennemie`,charge:`4-la-charge-du-chevalier-chevaliers-seulement`,castles:`les-châteaux`,end:`comment-finit-une-partie`,notation:`noter-les-coups-notation-wcf`},"super-camelot":{turn:`votre-tour`,move:`déplacement`,attack:`attaquer-avec-votre-épée`,bomb:`bombe`,chest:`ouvrir-un-coffre-ramasser-prendre-le-graal`,items:`objets-cartes-et-trésors`,enemies:`le-tour-des-ennemis`,health:`vie-évanouissement`,winning:`informations-cachées-et-victoire`,forest:`la-forêt`}}},Tr={get camelot(){return wr[H()].camelot},get"super-camelot"(){return wr[H()][`super-camelot`]}};function W(e,t){let n=t===void 0?void 0:Tr[e][t];return`/rules/${e}${n?`#${n}`:``}`}function Er(e){return e.trim().toUpperCase().replace(/[\s-]/g,``)}function Dr(e){if(e===`/`||e===``)return{page:`home`};if(e===`/games`||e===`/games/`)return{page:`games`};let t=/^\/l\/([^/]+)\/?$/.exec(e);if(t)return{page:`lobby`,code:Er(decodeURIComponent(t[1]))};let n=/^\/g\/([0-9]{1,15})\/?$/.exec(e);if(n)return{page:`replay`,id:Number(n[1])};let r=/^\/rules\/([a-z-]+)\/?$/.exec(e);if(r&&Sr.includes(r[1]))return{page:`rules`,game:r[1]};let i=/^\/unsubscribe\/([^/]+)\/?$/.exec(e);if(i)try{return{page:`unsubscribe`,key:decodeURIComponent(i[1])}}catch{}return{page:`missing`,path:e}}function Or(e){location.pathname+location.hash!==e&&(history.pushState(null,``,e),dispatchEvent(new PopStateEvent(`popstate`)))}function kr(){let[e,t]=I(()=>Dr(location.pathname));return L(()=>{let e=()=>t(Dr(location.pathname));return addEventListener(`popstate`,e),()=>removeEventListener(`popstate`,e)},[]),e}function Ar(e){if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;let t=e.target?.closest?.(`a`);if(!t||t.target||t.hasAttribute(`download`))return;let n=new URL(t.href,location.href);n.origin!==location.origin||n.pathname.startsWith(`/api/`)||n.pathname===location.pathname&&n.hash||(e.preventDefault(),Or(n.pathname+n.hash))}var jr=``,Mr=``;function Nr(e,t,n={}){let r=Object.keys(t),i={...n};r.forEach((e,t)=>{i[e]=`${jr}${t}${Mr}`});let a=U(e,i),o=[],s=RegExp(`${jr}(\\d+)${Mr}`,`g`),c=0;for(let e=s.exec(a);e!==null;e=s.exec(a))e.index>c&&o.push(a.slice(c,e.index)),o.push(t[r[Number(e[1])]]),c=e.index+e[0].length;return c<a.length&&o.push(a.slice(c)),o}var Pr=Symbol.for(`pv`),Fr=0;Array.isArray;function G(t,n,r,i,a,o){n||={};var s,c,l=n;if(`ref`in l&&typeof t!=`function`)for(c in l={},n)c==`ref`?s=n[c]:l[c]=n[c];var u={type:t,props:l,key:r,ref:s,__k:null,__:null,__b:0,__e:null,__c:null,constructor:Pr,__v:--Fr,__i:-1,__u:0};return(a||o)&&(u.__source=a,u.__self=o),e.vnode&&e.vnode(u),u}var Ir={none:null,"5+3":{base_secs:300,increment_secs:3},"10+5":{base_secs:600,increment_secs:5}},Lr=[1,2,3,7].filter(e=>e>=1&&e<=14);function Rr(e){let t=/^d(\d+)$/.exec(e);return t?Number(t[1]):null}function zr({per:e}){return G(`optgroup`,{label:U(`home-clock-correspondence`),children:Lr.map(t=>G(`option`,{value:`d${t}`,children:U(`home-clock-days`,{days:t,per:e})},t))})}function Br(){let[e,t]=I(Ln);return G(`label`,{class:`field`,children:[G(`span`,{children:U(`home-name`)}),G(`input`,{id:`home-name`,value:e,maxLength:32,autoComplete:`nickname`,placeholder:U(`home-name-placeholder`),onInput:e=>{let n=e.target.value;t(n),Rn(n.trim())}})]})}function Vr(){let[e,t]=I(`camelot`),[n,r]=I(`standard`),[i,a]=I(3),[o,s]=I(`none`),[c,l]=I(`0`),[u,d]=I(!1),[f,p]=I(0),[m,h]=I(!1),[g,_]=I(null);return G(`form`,{class:`card`,onSubmit:async t=>{t.preventDefault();let r=Ln().trim();if(!r){_(U(`home-name-first`)),document.getElementById(`home-name`)?.focus();return}h(!0),_(null);let a=Rr(o),s=Rr(c),l=s?0:Number(c),d=e===`camelot`?{game:e,ruleset:n,...a?{days_per_move:a}:Ir[o]?{clock:Ir[o]}:{}}:{game:e,seats:i,ask_activation_order:!1,auto_enemy_ties:!0,...s?{days_per_turn:s}:l>0?{turn_secs:l}:{}};try{let t=await un({config:d,public:u});Kn(t.code,{name:r,seat:e===`camelot`?f:0}),Or(`/l/${t.code}`)}catch(e){_(e instanceof sn?e.message:String(e)),h(!1)}},"aria-labelledby":`create-title`,children:[G(`h2`,{id:`create-title`,children:U(`home-new-lobby`)}),G(`div`,{class:`row wrap create-fields`,children:[G(`div`,{class:`field`,children:[G(`label`,{for:`new-game`,children:U(`home-game`)}),G(`select`,{id:`new-game`,value:e,onChange:e=>t(e.target.value),children:[G(`option`,{value:`camelot`,children:`Camelot`}),G(`option`,{value:`super_camelot`,children:`Super Camelot`})]})]}),e===`camelot`?G(`div`,{class:`field`,children:[G(`label`,{for:`new-ruleset`,children:U(`home-ruleset`)}),G(`select`,{id:`new-ruleset`,value:n,onChange:e=>r(e.target.value),children:[G(`option`,{value:`standard`,children:U(`home-ruleset-standard`)}),G(`option`,{value:`wcf`,children:U(`home-ruleset-wcf`)})]})]}):G(`div`,{class:`field`,children:[G(`label`,{for:`new-players`,children:U(`home-players`)}),G(`select`,{id:`new-players`,value:String(i),onChange:e=>a(Number(e.target.value)),children:[G(`option`,{value:`2`,children:`2`}),G(`option`,{value:`3`,children:`3`}),G(`option`,{value:`4`,children:`4`})]})]}),e===`camelot`?G(`div`,{class:`field`,children:[G(`label`,{for:`new-side`,children:U(`home-side`)}),G(`select`,{id:`new-side`,value:String(f),onChange:e=>p(Number(e.target.value)),children:[G(`option`,{value:`0`,children:U(`home-side-white`)}),G(`option`,{value:`1`,children:U(`home-side-black`)})]})]}):null,e===`camelot`?G(`div`,{class:`field`,children:[G(`label`,{for:`new-clock`,children:U(`home-clock`)}),G(`select`,{id:`new-clock`,value:o,onChange:e=>s(e.target.value),children:[G(`option`,{value:`none`,children:U(`home-clock-none`)}),G(`optgroup`,{label:U(`home-clock-live`),children:[G(`option`,{value:`5+3`,children:U(`home-clock-camelot`,{minutes:5,increment:3})}),G(`option`,{value:`10+5`,children:U(`home-clock-camelot`,{minutes:10,increment:5})})]}),G(zr,{per:`move`})]})]}):G(`div`,{class:`field`,children:[G(`label`,{for:`new-turn-secs`,children:U(`home-clock`)}),G(`select`,{id:`new-turn-secs`,value:c,onChange:e=>l(e.target.value),children:[G(`option`,{value:`0`,children:U(`home-clock-none`)}),G(`optgroup`,{label:U(`home-clock-live`),children:G(`option`,{value:`90`,children:U(`home-clock-sc`,{secs:90})})}),G(zr,{per:`turn`})]})]})]}),G(`div`,{class:`check`,children:[G(`label`,{children:[G(`input`,{type:`checkbox`,checked:u,"aria-describedby":`public-help`,onChange:e=>d(e.target.checked)}),` `,U(`home-public`)]}),G(`small`,{id:`public-help`,children:U(`home-public-help`)})]}),Rr(e===`camelot`?o:c)!==null&&G(`p`,{class:`muted small`,"data-testid":`correspondence-help`,children:Nr(`home-correspondence-help`,{games:G(`a`,{href:`/games`,children:U(`app-my-games`)})},{per:e===`camelot`?`move`:`turn`})}),G(`p`,{class:`muted small`,children:U(`home-host-note`)}),G(`button`,{class:`primary`,type:`submit`,disabled:m,children:U(m?`home-creating`:`home-create`)}),g&&G(`p`,{class:`error`,role:`alert`,children:g})]})}function Hr(){let[e,t]=I(``),[n,r]=I(null);return G(`form`,{class:`card`,onSubmit:async t=>{t.preventDefault();let n=Er(e);if(!n)r(U(`home-code-empty`));else try{await fn(n),Or(`/l/${n}`)}catch(e){r(e instanceof sn&&e.status===404?U(`home-code-unknown`,{code:n}):e instanceof Error?e.message:String(e))}},"aria-labelledby":`join-title`,children:[G(`h2`,{id:`join-title`,children:U(`home-join-title`)}),G(`div`,{class:`row`,children:[G(`label`,{class:`field grow`,children:[G(`span`,{children:U(`home-code`)}),G(`input`,{value:e,autoCapitalize:`characters`,spellcheck:!1,placeholder:`K7QX2M9PHJ3D`,onInput:e=>t(e.target.value)})]}),G(`button`,{type:`submit`,children:U(`home-join`)})]}),n&&G(`p`,{class:`error`,role:`alert`,children:n})]})}function Ur(){let[e,t]=I(null),[n,r]=I(null);return L(()=>{let e=!0,n=async()=>{try{let n=await dn();e&&(t(n),r(null))}catch(t){e&&r(t instanceof Error?t.message:String(t))}};n();let i=setInterval(n,1e4);return()=>{e=!1,clearInterval(i)}},[]),G(`section`,{class:`card`,"aria-labelledby":`public-title`,children:[G(`h2`,{id:`public-title`,children:U(`home-open-lobbies`)}),n&&G(`p`,{class:`error`,children:n}),e===null&&!n&&G(`p`,{class:`muted`,children:U(`home-loading`)}),e?.length===0&&G(`p`,{class:`muted`,children:U(`home-none-open`)}),e&&e.length>0&&G(`ul`,{class:`lobby-list`,children:e.map(e=>{let t=e.seats.filter(e=>e.name!==null),n=e.host===null?null:e.seats[e.host]?.name;return G(`li`,{children:G(`a`,{href:`/l/${e.code}`,children:[G(`strong`,{children:rr(e.config)}),G(`span`,{children:[U(`home-lobby-seated`,{taken:t.length,seats:e.seats.length}),n?` · ${U(`home-lobby-host`,{name:Zn(n)})}`:``,e.spectators>0?` · ${U(`home-lobby-spectators`,{count:e.spectators})}`:``]}),G(`code`,{children:e.code})]})},e.code)})})]})}function Wr(){return G(`div`,{class:`home`,children:[G(`section`,{class:`intro`,children:[G(`h1`,{children:U(`home-title`)}),G(`p`,{children:U(`home-intro`)}),G(`p`,{"data-testid":`home-rules`,children:Nr(`home-rules`,{camelot:G(`a`,{href:`/rules/camelot`,children:U(`home-rules-camelot`)}),superCamelot:G(`a`,{href:`/rules/super-camelot`,children:U(`home-rules-super-camelot`)})})}),G(Br,{})]}),G(Vr,{}),G(Hr,{}),G(Ur,{})]})}var Gr=`ABCDEFGHIJKL`,Kr=`2/8/10/12/12/2nmmmmmmn2/3nmmmmn3/12/12/3NMMMMN3/2NMMMMMMN2/12/12/10/8/2 w 0 0 0 1`;function qr(e){switch(e){case 1:case 16:return[5,6];case 2:case 15:return[2,9];case 3:case 14:return[1,10];default:return[0,11]}}function Jr(e,t){if(!Number.isInteger(e)||!Number.isInteger(t)||t<1||t>16)return!1;let[n,r]=qr(t);return e>=n&&e<=r}function Yr(e,t){return`${Gr[e]}${t}`}function Xr(e){let t=/^([A-La-l])([1-9][0-9]?)$/.exec(e);if(!t)return null;let n=Gr.indexOf((t[1]??``).toUpperCase()),r=Number(t[2]);return Jr(n,r)?{file:n,rank:r}:null}var Zr=(()=>{let e=[];for(let t=1;t<=16;t++){let[n,r]=qr(t);for(let i=n;i<=r;i++)e.push(Yr(i,t))}return e})();function Qr(e){return e===`white`?[`F1`,`G1`]:[`F16`,`G16`]}function $r(e){return e===`F1`||e===`G1`?`white`:e===`F16`||e===`G16`?`black`:null}var K=class extends Error{},ei={N:{color:`white`,role:`knight`},M:{color:`white`,role:`man`},n:{color:`black`,role:`knight`},m:{color:`black`,role:`man`}};function ti(e){let t=e.trim().split(/\s+/).filter(e=>e!==``);if(t.length<2||t.length>6)throw new K(`a position has 2 to 6 space-separated fields, found ${t.length}`);let n=(t[0]??``).split(`/`);if(n.length!==16)throw new K(`the board has ${n.length} ranks separated by '/', expected 16`);let r=new Map,i={N:0,M:0,n:0,m:0};n.forEach((e,t)=>{let n=16-t,[a,o]=qr(n),s=o-a+1,c=[],l=e.match(/[0-9]+|./gu)??[];for(let e of l)if(/^[0-9]+$/.test(e)){let t=Number(e);if(t<1||t>12||e.startsWith(`0`))throw new K(`rank ${n}: '${e}' is not a count of empty squares (1–12)`);for(let e=0;e<t;e++)c.push(null)}else{let t=ei[e];if(!t)throw new K(`rank ${n}: '${e}' is neither a piece (N, M, n, m) nor a count of empty squares`);i[e]=(i[e]??0)+1,c.push(t)}if(c.length!==s)throw new K(`rank ${n} has ${c.length} squares, expected ${s}`);c.forEach((e,t)=>{e&&r.set(Yr(a+t,n),e)})});for(let[e,t,n,r]of[[`N`,4,`White`,`Knights`],[`M`,10,`White`,`Men`],[`n`,4,`Black`,`Knights`],[`m`,10,`Black`,`Men`]]){let a=i[e]??0;if(a>t)throw new K(`${n} has ${a} ${r}, at most ${t} are allowed`)}let a=t[1]??``,o;if(a===`w`||a===`W`)o=`white`;else if(a===`b`||a===`B`)o=`black`;else throw new K(`side to move must be 'w' or 'b', found '${a}'`);let s=(e,n,r)=>{let i=t[e];if(i===void 0)return r;if(!/^[0-9]+$/.test(i))throw new K(`${n} must be a number, found '${i}'`);return Number(i)},c=[s(2,`White's castle moves`,0),s(3,`Black's castle moves`,0)];c.forEach((e,t)=>{if(e>2)throw new K(`${t===0?`White`:`Black`} has used ${e} castle moves, at most 2 are allowed`)});let l=s(4,`plies since progress`,0),u=s(5,`move number`,1);if(u===0)throw new K(`the move number starts at 1, found 0`);return{board:r,turn:o,castleMoves:c,pliesSinceProgress:l,moveNumber:u}}function ni(e){let t={white:{knights:0,men:0,total:0},black:{knights:0,men:0,total:0}};for(let n of e.board.values()){let e=t[n.color];n.role===`knight`?e.knights++:e.men++,e.total++}return t}function ri(e){let t=e.trim();if(t===``)return{ok:!1,error:U(`camelot-parse-empty`)};let n=t.split(/([-xX])/),r=[],i=[];for(let e=0;e<n.length;e+=2){let a=n[e]??``;if(a===``)return{ok:!1,error:e===0?U(`camelot-parse-no-start`,{text:t}):U(`camelot-parse-missing`,{sep:n[e-1]??``})};let o=Xr(a);if(!o)return/^[A-La-l][1-9][0-9]?$/.test(a)?{ok:!1,error:U(`camelot-parse-off-board`,{square:a.toUpperCase()})}:{ok:!1,error:U(`camelot-parse-not-square`,{name:a})};r.push(Yr(o.file,o.rank)),e>0&&i.push((n[e-1]??`-`).toLowerCase()===`x`)}if(r.length<2)return{ok:!1,error:U(`camelot-parse-one-square`)};for(let e=1;e<r.length;e++){let t=Xr(r[e-1]??``),n=Xr(r[e]??``),a=Math.abs(t.file-n.file),o=Math.abs(t.rank-n.rank),s=a<=1&&o<=1&&a+o>0,c=(a===0||a===2)&&(o===0||o===2)&&a+o>0,l=i[e-1]??!1;if(l?!c:!(s||c)){let t=r[e-1],n=r[e];return{ok:!1,error:U(l?`camelot-parse-bad-jump`:`camelot-parse-bad-step`,{from:t??``,to:n??``})}}}return{ok:!0,move:{squares:r,jumps:i,text:r.map((e,t)=>t===0?e:`${i[t-1]?`x`:`-`}${e}`).join(``)}}}function ii(e){return e.split(/[-x]/i).filter(e=>e!==``).map(e=>e.toUpperCase())}function ai(e){let t=Xr(e);if(!t)throw new K(`${e} is not a square`);return t}var q=40,oi=30,si=12*q+60,ci=16*q+60;function li(e,t){let{file:n,rank:r}=ai(e),i=t?11-n:n,a=t?r-1:16-r;return{x:oi+i*q,y:oi+a*q}}function ui(e,t){let n=li(e,t);return{x:n.x+q/2,y:n.y+q/2}}function di(e){return e?U(`camelot-piece`,{color:e.color,role:e.role}):U(`camelot-empty`)}function fi(e,t,n){let r=[e],i=$r(e);i&&r.push(U(`camelot-castle-of`,{color:i})),r.push(di(t));let a=n.route??[];return a[0]===e?r.push(U(`camelot-square-selected`)):a.includes(e)&&r.push(U(`camelot-square-on-route`)),n.mustCapture?.has(e)&&r.push(U(`camelot-square-must-capture`)),n.targets?.includes(e)&&r.push(U(`camelot-square-target`)),n.captured?.includes(e)?r.push(U(`camelot-square-captured`)):n.lastMove?.includes(e)&&r.push(U(`camelot-square-last-move`)),r.join(`, `)}function pi(e,t,n){let{file:r,rank:i}=ai(e),a=n?-1:1,o=r,s=i;if(t===`ArrowUp`)s+=a;else if(t===`ArrowDown`)s-=a;else if(t===`ArrowLeft`)o-=a;else if(t===`ArrowRight`)o+=a;else return null;if(s<1||s>16)return null;let[c,l]=qr(s);if(o<c||o>l){if(s===i)return null;o=Math.min(l,Math.max(c,o))}return Yr(o,s)}var mi=`M-2.6,-9 L2.6,-9 L1.6,-1.6 L9,-2.6 L9,2.6 L1.6,1.6 L2.6,9 L-2.6,9 L-1.6,1.6 L-9,2.6 L-9,-2.6 L-1.6,-1.6 Z`;function hi(e){let{piece:t,x:n,y:r}=e;return G(`g`,{class:`cm-piece cm-${t.color} cm-${t.role}${e.ghost?` cm-ghost`:``}`,transform:`translate(${n} ${r})`,"aria-hidden":`true`,children:[G(`circle`,{class:`cm-piece-shadow`,cx:`0.8`,cy:`1.6`,r:`15.5`}),G(`circle`,{class:`cm-piece-body`,r:`15`}),t.color===`black`&&G(`circle`,{class:`cm-piece-ring`,r:`11.5`}),t.role===`knight`&&G(`path`,{class:`cm-piece-cross`,d:mi})]})}function gi(e,t){return e.map((e,n)=>{let r=ui(e,t);return`${n===0?`M`:`L`}${r.x},${r.y}`}).join(` `)}var _i=`(max-width: 480px)`;function vi(){let e=typeof matchMedia==`function`?matchMedia(_i):null,[t,n]=I(e?.matches??!1);return L(()=>{if(!e)return;let t=()=>n(e.matches);return e.addEventListener(`change`,t),()=>e.removeEventListener(`change`,t)},[]),t}function yi(e){let{position:t,flipped:n,onSquare:r}=e,i=vi(),a=i?`6 0 ${24+12*q+5} ${ci}`:`0 0 ${si} ${ci}`,o=e,s=r!==void 0,c=z(null),l=e.route??[],[u,d]=I(()=>l[0]??(e.movable?[...e.movable][0]:void 0)??`F8`);L(()=>{if(!e.movable||e.movable.size===0)return;let t=c.current?.ownerDocument.activeElement;t&&c.current?.contains(t)||e.movable.has(u)||d([...e.movable][0]??u)},[e.movable?[...e.movable].join(`,`):``]);let f=e=>{d(e),(c.current?.querySelector(`[data-square="${e}"]`))?.focus()},p=(e,t)=>{if(t.key===`Enter`||t.key===` `){t.preventDefault(),r?.(e);return}let i=pi(e,t.key,n);t.key.startsWith(`Arrow`)&&t.preventDefault(),i&&f(i)},m=o.lastMove??[],h=o.captured??[],g=new Set(o.targets??[]),_=new Set(l),v=[...Gr.slice(0,12)],y=Array.from({length:16},(e,t)=>t+1);return G(`svg`,{ref:c,class:`cm-board${s?` cm-interactive`:``}`,viewBox:a,"data-narrow":i?`true`:void 0,role:`group`,"aria-label":e.label,children:[G(`g`,{class:`cm-edge`,"aria-hidden":`true`,children:Zr.map(e=>{let t=li(e,n);return G(`rect`,{x:t.x-3,y:t.y-3,width:46,height:46,rx:`3`},e)})}),G(`g`,{class:`cm-squares`,"aria-hidden":`true`,children:Zr.map(e=>{let t=li(e,n),{file:r,rank:i}=ai(e),a=$r(e);return G(`rect`,{class:a?`cm-sq cm-castle cm-castle-${a}`:`cm-sq ${(r+i)%2==0?`cm-dark`:`cm-light`}`,x:t.x,y:t.y,width:q,height:q},e)})}),G(`g`,{class:`cm-castles`,"aria-hidden":`true`,children:[`white`,`black`].map(e=>{let[t,r]=e===`white`?[`F1`,`G1`]:[`F16`,`G16`],i=li(t,n),a=li(r,n),o=Math.min(i.x,a.x),s=i.y,c=e===`black`===n?s+q+1:s-9;return G(`g`,{class:`cm-castle-wall cm-castle-wall-${e}`,children:[[0,1,2,3,4].map(e=>G(`rect`,{class:`cm-merlon`,x:o+4+e*16,y:c,width:`8`,height:`8`,rx:`1`},e)),G(`rect`,{class:`cm-wall`,x:o+1,y:s+1,width:78,height:38,rx:`2`})]},e)})}),G(`g`,{class:`cm-labels`,"aria-hidden":`true`,children:[v.map((e,t)=>{let r=oi+(n?11-t:t)*q+q/2;return G(`g`,{children:[G(`text`,{x:r,y:17,children:e}),G(`text`,{x:r,y:ci-oi+23,children:e})]},e)}),y.map(e=>{let t=oi+(n?e-1:16-e)*q+q/2+4.5;return G(`g`,{children:[G(`text`,{x:oi/2,y:t,children:e}),G(`text`,{x:si-oi/2,y:t,children:e})]},e)})]}),G(`g`,{class:`cm-marks`,"aria-hidden":`true`,children:[m.map((e,t)=>{let r=li(e,n);return G(`rect`,{class:t===m.length-1?`cm-last cm-last-to`:`cm-last`,x:r.x,y:r.y,width:q,height:q},`l${e}${t}`)}),l.map((e,t)=>{let r=li(e,n);return G(`rect`,{class:`cm-route`,x:r.x+2,y:r.y+2,width:36,height:36,rx:`3`},`r${e}${t}`)}),m.length>1&&G(`path`,{class:`cm-last-path`,d:gi(m,n)}),m.map((e,t)=>{let r=li(e,n);return G(`g`,{class:`cm-last-marks`,children:[G(`rect`,{class:`cm-last-mark`,x:r.x+3,y:r.y+3,width:34,height:34,rx:`2`}),G(`path`,{class:`cm-last-notch`,d:`M${r.x+1},${r.y+1} h11 l-11,11 z`})]},`n${e}${t}`)}),l.length>1&&G(`path`,{class:`cm-route-path`,d:gi(l,n)})]}),G(`g`,{class:`cm-pieces`,children:[Zr.map(e=>{let r=t.board.get(e);if(!r)return null;let i=ui(e,n);return G(hi,{piece:r,x:i.x,y:i.y},e)}),l.length>1&&(()=>{let e=t.board.get(l[0]??``),r=l[l.length-1];if(!e||!r)return null;let i=ui(r,n);return G(hi,{piece:e,x:i.x,y:i.y,ghost:!0})})()]}),G(`g`,{class:`cm-overlay`,"aria-hidden":`true`,children:[h.map(e=>{let t=ui(e,n);return G(`g`,{class:`cm-captured`,transform:`translate(${t.x} ${t.y})`,children:[G(`circle`,{r:`12`}),G(`path`,{d:`M-6,-6 L6,6 M6,-6 L-6,6`})]},`x${e}`)}),[...o.mustCapture??[]].map(e=>{let t=ui(e,n);return G(`circle`,{class:`cm-must-capture`,cx:t.x,cy:t.y,r:`18.5`},`m${e}`)}),[...g].map(e=>{let t=ui(e,n);return G(`g`,{children:[G(`circle`,{class:`cm-target`,cx:t.x,cy:t.y,r:`9`}),G(`circle`,{class:`cm-target-dot`,cx:t.x,cy:t.y,r:`3`})]},`t${e}`)})]}),s&&G(`g`,{class:`cm-hits`,children:Zr.map(e=>{let i=li(e,n),a=t.board.get(e);return G(`rect`,{"data-square":e,class:[`cm-hit`,o.movable?.has(e)?`cm-can-pick`:``,g.has(e)?`cm-can-land`:``,_.has(e)?`cm-on-route`:``].filter(Boolean).join(` `),x:i.x+1,y:i.y+1,width:38,height:38,rx:`3`,role:`button`,tabindex:e===u?0:-1,"aria-label":fi(e,a,o),onClick:()=>{d(e),r?.(e)},onFocus:()=>d(e),onKeyDown:t=>p(e,t)},e)})})]})}function bi(e){return U(`camelot-color`,{color:e})}var xi={get white(){return bi(`white`)},get black(){return bi(`black`)}};function Si(e,t){return e.length<=1?e[0]??``:U(`camelot-list-${t}`,{head:e.slice(0,-1).join(`, `),last:e[e.length-1]??``})}function Ci(e){return e===0?`white`:`black`}function wi(e){let t=Math.floor(e/2)+1;return e%2==0?`${t}.`:`${t}...`}function Ti(e){let t=[];for(let n=0;n<e.length;n+=2)t.push({no:n/2+1,white:e[n]??null,black:e[n+1]??null,whitePly:n,blackPly:n+1<e.length?n+1:null});return t}var Ei={castle:`camelot-win-castle`,elimination:`camelot-win-elimination`,"no legal move":`camelot-win-no-legal-move`,resignation:`camelot-win-resignation`,time:`camelot-win-time`,abandonment:`camelot-win-abandonment`},Di={"bare pieces":`camelot-draw-bare-pieces`,"threefold repetition":`camelot-draw-repetition`,repetition:`camelot-draw-repetition`,"100 plies without progress":`camelot-draw-no-progress`,"no legal move":`camelot-draw-no-legal-move`,time:`camelot-draw-time`,"time (the opponent cannot win)":`camelot-draw-time`,agreement:`camelot-draw-agreement`};function Oi(e,t){let n=e.winners[0];if(n===void 0){let t=Di[e.reason];return U(`camelot-result-draw`,{why:t?U(t):e.reason})}let r=Ci(n)===`white`?`black`:`white`,i=Ei[e.reason];return U(`camelot-result-win`,{player:ki(t,n),why:i?U(i,{loser:r}):e.reason})}function ki(e,t){return U(`camelot-player`,{name:e[t]??U(`camelot-seat`,{seat:t+1}),color:Ci(t)})}function Ai(e,t){return t?U(`camelot-captured`,{color:t.color,role:t.role,square:e}):U(`camelot-captured-unseen`,{square:e})}function ji(e,t,n,r){let i=t%2==0?0:1,a=r.map(e=>Ai(e.square,e.piece)),o={player:ki(e,i),number:wi(t),move:n};return a.length===0?U(`camelot-said-move`,o):U(`camelot-said-capture`,{...o,captured:Si(a,`and`)})}function Mi(e){if(e.kind===`play`)return null;let t=e.route[e.route.length-1]??``,n=Si(e.next,`or`);return e.kind===`choice`?U(`camelot-said-choice`,{move:e.move,square:t,targets:n}):U(e.route.length===1?`camelot-said-picked`:`camelot-said-route`,{square:t,targets:n})}function Ni(e,t,n){return U(n?`camelot-said-your-move`:`camelot-said-to-move`,{player:ki(e,t)})}function Pi(e,t){let n=n=>Zr.filter(r=>{let i=e.board.get(r);return i?.color===t&&i.role===n}),r=n(`knight`),i=n(`man`);return r.length+i.length===0?U(`camelot-side-none`):U(`camelot-side-pieces`,{knights:U(`camelot-side-knights`,{count:r.length,squares:r.join(`, `)}),men:U(`camelot-side-men`,{count:i.length,squares:i.join(`, `)})})}function Fi(e,t,n,r){let[i,a]=e.castleMoves;return[U(`camelot-words-side`,{player:ki(t,0),pieces:Pi(e,`white`)}),U(`camelot-words-side`,{player:ki(t,1),pieces:Pi(e,`black`)}),U(`camelot-words-castle-moves`,{white:i,black:a}),n?U(`camelot-words-last-move`,{move:n}):U(`camelot-words-no-move`),r]}function Ii(e){let{moves:t,current:n,onPick:r}=e,i=z(null);if(L(()=>{let e=i.current,t=e?.querySelector(`[aria-current="step"]`);if(!e||!t)return;let n=e.getBoundingClientRect(),r=t.getBoundingClientRect();r.top<n.top?e.scrollTop-=n.top-r.top:r.bottom>n.bottom&&(e.scrollTop+=r.bottom-n.bottom)},[n,t.length]),t.length===0)return G(`p`,{class:`cm-muted cm-no-moves`,children:U(`camelot-no-moves`)});let a=(e,t,i)=>{if(e===null||t===null)return G(`span`,{class:`cm-move cm-move-empty`});let a=t===n;return r?G(`button`,{type:`button`,class:`cm-move${a?` cm-move-current`:``}`,"aria-current":a?`step`:void 0,"aria-label":U(`camelot-move-label`,{number:wi(t),color:i,move:e}),onClick:()=>r(t),children:e}):G(`span`,{class:`cm-move${a?` cm-move-current`:``}`,"aria-current":a?`step`:void 0,children:e})};return G(`ol`,{class:`cm-movelist`,ref:i,tabIndex:0,"aria-label":U(`camelot-moves-label`),children:Ti(t).map(e=>G(`li`,{children:[G(`span`,{class:`cm-move-no`,children:[e.no,`.`]}),a(e.white,e.whitePly,`white`),a(e.black,e.blackPly,`black`)]},e.no))})}var Li=16,Ri=Li*20,J=0,zi=1,Bi=2,Vi=4,Hi=8,Ui=0,Wi=1,Gi=2,Ki=2,qi=100,Ji=64,Yi=[Li,17,1,-15,-16,-17,-1,15];function Xi(e,t){return(t+1)*Li+e+2}function Y(e){return e/Li|0}function Zi(e){return e===`white`?2:17}var Qi=(()=>{let e=[];for(let t=1;t<=16;t++){let[n,r]=qr(t);for(let i=n;i<=r;i++)e.push(Xi(i,t))}return e})(),$i=(()=>{let e=Array(Ri).fill(``);for(let t of Qi)e[t]=`${Gr[t%Li-2]}${Y(t)-1}`;return e})(),ea=new Map(Qi.map(e=>[$i[e]??``,e]));function ta(e){return e===`white`?zi:Bi}function na(e){return e===`white`?`black`:`white`}function ra(e){let t=ti(e),n=new Uint8Array(Ri).fill(Hi);for(let e of Qi)n[e]=J;let r=[0,0];for(let[e,i]of t.board){let t=ea.get(e);n[t]=ta(i.color)|(i.role===`knight`?Vi:0),r[i.color===`white`?0:1]++}return{cells:n,turn:t.turn,castleMoves:[t.castleMoves[0],t.castleMoves[1]],plies:t.pliesSinceProgress,moveNumber:t.moveNumber,counts:r}}var ia={5:`N`,[zi]:`M`,6:`n`,[Bi]:`m`};function aa(e){let t=[];for(let n=16;n>=1;n--){let[r,i]=qr(n),a=``,o=0;for(let t=r;t<=i;t++){let r=e.cells[Xi(t,n)]??J;r===J?o++:(o>0&&(a+=String(o)),o=0,a+=ia[r]??`?`)}o>0&&(a+=String(o)),t.push(a)}let n=e.turn===`white`?`w`:`b`,[r,i]=e.castleMoves;return`${t.join(`/`)} ${n} ${r} ${i} ${e.plies} ${e.moveNumber}`}function oa(e){for(let t of[`white`,`black`]){let n=Zi(na(t))*Li+7,r=ta(t);if((e.cells[n]??0)&r&&(e.cells[n+1]??0)&r)return!0}let[t,n]=e.counts;return t<=1&&n<=1||t===0||n===0||e.plies>=qi}function sa(e,t){let n=e.turn,r=na(n),i=e.cells[t.from]??J;e.cells[t.from]=J;for(let n of t.caps)e.cells[n]=J;e.counts[r===`white`?0:1]-=t.caps.length,e.cells[t.to]=i;let a=Zi(r);Y(t.from)===a&&e.castleMoves[n===`white`?0:1]++,t.caps.length>0||Y(t.to)===a?e.plies=0:e.plies++,n===`black`&&e.moveNumber++,e.turn=r}function ca(e,t){return e.from===t.from&&e.to===t.to&&e.caps.length===t.caps.length&&e.caps.every((e,n)=>e===t.caps[n])}function la(e,t){return{cells:t,us:ta(e.turn),them:ta(na(e.turn)),ownRow:Zi(e.turn),oppRow:Zi(na(e.turn))}}function ua(e,t){if(Y(t)===e.oppRow)return!1;for(let n of Yi)if((e.cells[t+n]??0)&e.them&&e.cells[t+2*n]===J)return!0;return!1}var da=class{order=new Int16Array(160);len=0;seen=new Uint32Array(Ri);stamp=0;parent=new Int16Array(Ri);reset(e){this.stamp++,this.len=0,this.visit(e,e)}isSeen(e){return this.seen[e]===this.stamp}visit(e,t){this.seen[e]=this.stamp,this.parent[e]=t,this.order[this.len++]=e}routeTo(e,t){let n=t.length,r=this.order[0];for(let n=e;n!==r;n=this.parent[n]??r)t.push([n,Wi]);let i=t.splice(n).reverse();t.push(...i)}};function fa(e,t,n,r){t.reset(n);for(let i=0;i<t.len;i++){let a=t.order[i]??n;if(a===n||Y(a)!==e.oppRow)for(let n of Yi){let i=a+n,o=i+n;(e.cells[i]??0)&e.us&&e.cells[o]===J&&Y(o)!==e.ownRow&&!t.isSeen(o)&&!(r&&ua(e,o))&&t.visit(o,a)}}}var pa=class{board;side;castleMovesLeft;standard;origin=0;pieceStart=0;quietSeen=new Set;caps=[];path=[];bfs=new da;postBfs=new da;constructor(e,t){this.board=e,this.side=la(e,e.cells.slice()),this.castleMovesLeft=e.castleMoves[e.turn===`white`?0:1]<Ki,this.standard=t===`standard`}run(){if(oa(this.board))return[];let{cells:e,us:t,ownRow:n}=this.side,r=[n*Li+7,n*Li+8].filter(n=>(e[n]??0)&t);if(r.length>0){let e=this.castleExits(r);if(e.length>0)return e}let i=Qi.filter(n=>(e[n]??0)&t&&!r.includes(n)),a=i.some(e=>ua(this.side,e)),o=[];for(let e of i)this.piece(e,!a,o);return o}castleExits(e){let t=[];for(let n of e){let e=[];this.piece(n,!0,e);let r=e.filter(e=>Y(e.to)!==this.side.ownRow);ua(this.side,n)&&r.some(e=>e.caps.length>0)&&(r=r.filter(e=>e.caps.length>0)),t.push(...r)}return t}piece(e,t,n){let{cells:r}=this.side,i=r[e]??J,a=(i&Vi)!==0;if(r[e]=J,this.origin=e,this.pieceStart=n.length,this.quietSeen.clear(),Y(e)===this.side.oppRow){let a=e%Li===7?e+1:e-1;t&&this.castleMovesLeft&&r[a]===J&&this.quiet(a,Ui,n),r[e]=i}else{if(t)for(let t of Yi){let i=e+t;r[i]===J&&Y(i)!==this.side.ownRow&&this.quiet(i,Ui,n)}(t||a)&&this.canters(e,a,t,n),ua(this.side,e)&&(this.caps=[],this.path=[],this.jumps(e,a&&this.standard,n)),r[e]=i}}canters(e,t,n,r){fa(this.side,this.bfs,e,!1);let i=!1;if(t)for(let t=1;t<this.bfs.len;t++){let n=this.bfs.order[t]??e;ua(this.side,n)&&(i=!0,this.caps=[],this.path=[],this.bfs.routeTo(n,this.path),this.jumps(n,!1,r))}if(n){i&&fa(this.side,this.bfs,e,!0);for(let t=1;t<this.bfs.len;t++)this.quiet(this.bfs.order[t]??e,Wi,r)}}quiet(e,t,n){if(this.quietSeen.has(e))return;this.quietSeen.add(e);let r=[];t===Ui?r.push([e,Ui]):this.bfs.routeTo(e,r),n.push({from:this.origin,to:e,caps:[],route:r})}jumps(e,t,n){let{cells:r,them:i,oppRow:a}=this.side,o=!1;if(Y(e)!==a)for(let a of Yi){let s=e+a,c=s+a,l=r[s]??0;l&i&&r[c]===J&&(o=!0,r[s]=J,this.caps.push(s),this.path.push([c,Gi]),this.jumps(c,t,n),this.path.pop(),this.caps.pop(),r[s]=l)}if(!o&&(this.capture(e,null,n),t&&Y(e)!==a)){fa(this.side,this.postBfs,e,!0);for(let t=1;t<this.postBfs.len;t++){let r=this.postBfs.order[t]??e;this.capture(r,r,n)}}}capture(e,t,n){let r=[...this.caps].sort((e,t)=>e-t),i=[...this.path];t!==null&&this.postBfs.routeTo(t,i);let a={from:this.origin,to:e,caps:r,route:i};for(let e=this.pieceStart;e<n.length;e++){let t=n[e];if(ca(t,a)){i.length<t.route.length&&(t.route=i);return}}n.push(a)}};function ma(e,t){let n=$i[e]??``;for(let[e,r]of t)n+=`${r===Gi?`x`:`-`}${$i[e]??``}`;return n}function ha(e,t,n,r){let i=e.cells[n]??J,a=la(e,e.cells.slice());if(!(i&a.us))return null;let o=(i&Vi)!==0,{cells:s,us:c,them:l,ownRow:u,oppRow:d}=a;s[n]=J;let f=[],p=n,m=!1,h=!1,g=!1,_=null;for(let[i,[v,y]]of r.entries()){if(i>0&&Y(p)===d||Y(n)===d&&(y!==Ui||Y(v)!==d||e.castleMoves[e.turn===`white`?0:1]>=Ki)||s[v]!==J)return null;let b=(p+v)/2,x=s[b]??0;if(y===Ui){if(r.length!==1||Y(v)===u)return null}else if(y===Wi){if(x&l||!(x&c)||Y(v)===u)return null;if(h){if(!o||m||t===`wcf`||!g&&ua(a,p)||(g=!0,ua(a,v)))return null}else m=!0,o&&_===null&&ua(a,v)&&(_=v)}else{if(!(x&l)||g||m&&!o)return null;s[b]=J,f.push(b),h=!0,_=null}p=v}return h&&!g&&ua(a,p)||_!==null||p===n&&!h?null:{from:n,to:p,caps:f.sort((e,t)=>e-t)}}function ga(e){let t=ri(e);if(!t.ok)return null;let[n,...r]=t.move.squares;if(r.length>Ji)return null;let i=ea.get(n??``),a=i;return{from:i,steps:r.map((e,n)=>{let r=ea.get(e),i=Math.abs(Y(r)-Y(a))<=1&&Math.abs(r%Li-a%Li)<=1,o=t.move.jumps[n]?Gi:i?Ui:Wi;return a=r,[r,o]})}}function _a(e,t){return new pa(ra(e),t).run().map(e=>ma(e.from,e.route))}function va(e,t,n){let r=ra(e),i=ga(t);if(!i)return null;let a=ha(r,n,i.from,i.steps);return!a||!new pa(r,n).run().some(e=>ca(e,a))?null:(sa(r,a),{position:aa(r),captured:a.caps.map(e=>$i[e]??``)})}function ya(e){let{clock:t,seat:n,base:r,who:i}=e,a=e.live??!0,o=t.running===n,[s,c]=I(yn);L(()=>{if(!a||(c(yn()),!o))return;let e=setInterval(()=>c(yn()),250);return()=>clearInterval(e)},[o,r,t,a]);let l=bn(t,n,r,s);return G(`span`,{class:`clock${o?` running`:``}${l<3e4?` low`:``}${a?``:` offline`}`,role:`timer`,"aria-label":U(o?a?`a11y-clock-running`:`a11y-clock-offline`:`a11y-clock`,{who:i,time:En(l)}),title:a?void 0:U(`a11y-clock-offline-title`),"data-testid":`clock-${n}`,children:G(`span`,{"aria-hidden":`true`,children:[o?`▶ `:``,wn(l)]})})}function ba(e){let{lobby:t,seat:n,position:r}=e,i=Ci(n),a=ni(r)[i],o=r.castleMoves[n===0?0:1],s=t.seats[n];return G(`li`,{class:`cm-player${e.toMove?` cm-to-move`:``}`,children:[G(`span`,{class:`cm-swatch cm-swatch-${i}`,"aria-hidden":`true`}),G(`span`,{class:`cm-player-name`,children:[G(`strong`,{children:Qn(t,n)}),` (`,bi(i),`)`,e.you?` · ${U(`camelot-you`)}`:``,s?.bot?G(`span`,{children:[` · `,$n(s.bot)]}):null,s&&!s.bot&&s.abandoned&&t.status===`playing`?G(`span`,{class:`cm-away`,children:[` · `,U(`camelot-left-game`)]}):null,s&&!s.bot&&!s.abandoned&&!s.connected&&t.status===`playing`?G(`span`,{class:`cm-away`,children:[` · `,U(`camelot-away`)]}):null,e.clock?G(y,{children:[` `,G(ya,{clock:e.clock,seat:n,base:e.clockBase,who:Qn(t,n),live:e.live})]}):null]}),G(`span`,{class:`cm-player-count`,children:[U(`camelot-pieces-left`,{total:a.total,knights:a.knights,men:a.men}),o>0?` · ${U(`camelot-castle-moves-used`,{used:o})}`:``]})]})}function xa(e){return G(`form`,{class:`cm-type`,onSubmit:t=>{t.preventDefault(),e.onSubmit()},children:[G(`label`,{for:`cm-move-input`,children:U(`camelot-type-label`)}),G(`div`,{class:`cm-type-row`,children:[G(`input`,{id:`cm-move-input`,type:`text`,value:e.typed,onInput:t=>e.onType(t.currentTarget.value),placeholder:e.myTurn?U(`camelot-type-placeholder`):U(`camelot-type-wait`),autocomplete:`off`,autocapitalize:`characters`,spellcheck:!1,"aria-describedby":`cm-move-help`}),G(`button`,{type:`submit`,disabled:!e.myTurn||e.sending||e.typed.trim()===``,children:U(`camelot-type-play`)})]}),G(`small`,{id:`cm-move-help`,children:U(`camelot-type-help`)})]})}function Sa(e){return G(`div`,{class:`cm-controls`,children:e.confirming?G(`div`,{class:`cm-confirm`,role:`group`,"aria-label":U(`camelot-resign-group`),children:[G(`span`,{children:U(`camelot-resign-question`,{winner:e.winner})}),G(`button`,{type:`button`,class:`cm-danger`,onClick:e.onConfirm,children:U(`camelot-resign-yes`)}),G(`button`,{type:`button`,onClick:e.onKeepPlaying,children:U(`camelot-keep-playing`)})]}):G(`button`,{type:`button`,onClick:e.onResign,children:U(`camelot-resign`)})})}function Ca(e){let{lobby:t,seat:n,names:r}=e,i=t.seats.filter(e=>e.rematch),a=n!==null&&t.seats[n]?.rematch===!0;return G(`div`,{class:`cm-over`,"data-testid":`camelot-over`,children:[G(`p`,{class:`cm-result`,children:G(`strong`,{children:t.result?Oi(t.result,r):U(`camelot-status-over`)})}),n!==null&&!a&&i.length>0&&G(`p`,{class:`cm-rematch-offer`,"aria-live":`polite`,"data-testid":`camelot-rematch`,children:[U(`camelot-rematch-asks`,{names:Si(i.map(e=>Qn(t,e.seat)),`and`)}),` `,G(`button`,{type:`button`,class:`cm-primary`,onClick:e.onRematch,children:U(`camelot-rematch-accept`)})]}),n!==null&&(a||i.length===0)&&G(`p`,{children:[G(`button`,{type:`button`,class:`cm-primary`,disabled:a,onClick:e.onRematch,children:U(a?`camelot-rematch-asked`:`camelot-rematch`)}),` `,G(`span`,{class:`cm-muted`,children:a?U(`camelot-rematch-waiting`,{name:r[1-n]??``}):U(`camelot-rematch-swap`)})]}),n===null&&i.length>0&&G(`p`,{class:`cm-muted`,"aria-live":`polite`,children:U(`camelot-rematch-asked-by`,{names:Si(i.map(e=>Qn(t,e.seat)),`and`)})}),t.game_id!==void 0&&t.game_id!==null&&G(`p`,{children:G(`a`,{href:`/g/${t.game_id}`,children:U(`camelot-replay-link`)})})]})}function wa(){return G(`nav`,{class:`cm-rules`,"aria-label":U(`camelot-rules`),"data-testid":`camelot-rules`,children:[G(`h3`,{children:U(`camelot-rules`)}),G(`ul`,{children:[G(`li`,{children:G(`a`,{href:W(`camelot`,`charge`),...xr,children:U(`camelot-rules-charge`)})}),G(`li`,{children:G(`a`,{href:W(`camelot`,`jump`),...xr,children:U(`camelot-rules-capture`)})}),G(`li`,{children:G(`a`,{href:W(`camelot`,`canter`),...xr,children:U(`camelot-rules-canter`)})}),G(`li`,{children:[G(`a`,{href:W(`camelot`,`castles`),...xr,children:U(`camelot-rules-castles`)}),` `,`·`,` `,G(`a`,{href:W(`camelot`,`end`),...xr,children:U(`camelot-rules-end`)})]})]})]})}var Ta=new Set([`offer_pending`,`no_offer`,`offer_limit`]);function Ea(e,t){if(t.offer?.by===e)return{kind:`mine`,offer:t.offer.offer};if(t.offer)return{kind:`theirs`,offer:t.offer.offer,plies:t.to_move===t.offer.by?2:1};if(t.offered?.includes(e))return{kind:`none`,canDraw:!1,canTakeback:!1,why:U(`camelot-offer-again-later`)};let n=t.to_move===e?2:1;return{kind:`none`,canDraw:!0,canTakeback:t.ply>=n,why:null}}function Da(e,t){return e.kind===`mine`?U(`camelot-offer-mine`,{offer:e.offer,opponent:t}):e.kind===`theirs`?U(`camelot-offer-theirs`,{offer:e.offer,plies:e.plies,opponent:t}):null}function Oa(e){let{state:t,opponent:n,sending:r}=e,i=t.kind===`theirs`?t.offer:null,[a,o]=I(!1);return L(()=>{if(o(!1),i===null)return;let e=setTimeout(()=>o(!0),800);return()=>clearTimeout(e)},[i]),G(`section`,{class:`cm-offers`,"aria-label":U(`camelot-offers`),"data-testid":`camelot-offers`,children:[t.kind===`none`&&G(y,{children:[G(`div`,{class:`cm-offer-row`,children:[G(`button`,{type:`button`,disabled:r||!t.canDraw,onClick:()=>e.onOffer(`draw`),children:U(`camelot-offer-draw`)}),G(`button`,{type:`button`,disabled:r||!t.canTakeback,onClick:()=>e.onOffer(`takeback`),children:U(`camelot-offer-takeback`)})]}),t.why&&G(`p`,{class:`cm-muted cm-offer-note`,children:t.why})]}),t.kind===`mine`&&G(y,{children:[G(`p`,{class:`cm-offer-row`,children:Da(t,n)}),G(`div`,{class:`cm-offer-answers`,children:G(`button`,{type:`button`,disabled:r,onClick:()=>e.onWithdraw(t.offer),children:U(`camelot-offer-withdraw`)})})]}),t.kind===`theirs`&&G(`div`,{role:`group`,"aria-labelledby":`cm-offer-text`,children:[G(`p`,{class:`cm-offer-row cm-offer-incoming`,id:`cm-offer-text`,children:[G(`strong`,{children:Da(t,n)}),` `,U(`camelot-offer-move-declines`)]}),G(`div`,{class:`cm-offer-answers`,children:[G(`button`,{type:`button`,class:`cm-primary`,disabled:r||!a,"data-testid":`offer-accept`,onClick:()=>e.onAnswer(t.offer,!0),children:U(`camelot-offer-accept`,{offer:t.offer})}),G(`button`,{type:`button`,disabled:r||!a,onClick:()=>e.onAnswer(t.offer,!1),children:U(`camelot-offer-decline`)})]})]}),e.refusal&&G(`p`,{class:`cm-refused`,role:`alert`,children:e.refusal})]})}function ka(e){return e.map(e=>({text:e,squares:ii(e)}))}function Aa(e,t){return t.length>e.squares.length?!1:t.every((t,n)=>e.squares[n]===t)}function ja(e){return new Set(e.map(e=>e.squares[0]??``))}function Ma(e,t){let n=new Set;for(let r of e)r.squares.length>t.length&&Aa(r,t)&&n.add(r.squares[t.length]??``);return[...n].sort()}function Na(e,t){return e.find(e=>e.squares.length===t.length&&Aa(e,t))}function Pa(e,t){let n=Ma(e,t),r=t.length>1?Na(e,t):void 0;return r&&n.length===0?{kind:`play`,route:t,move:r.text}:r?{kind:`choice`,route:t,move:r.text,next:n}:{kind:`partial`,route:t,next:n}}function Fa(e,t,n){let r=[...t,n];return e.some(e=>Aa(e,r))?Pa(e,r):null}function Ia(e){if(e.length===0||!e.every(e=>e.includes(`x`)))return null;let t=e[0]??null;for(let n of e)(t===null||ii(n).length<ii(t).length)&&(t=n);return t}function La(e){if(Ia(e)===null)return null;let t=[...ja(ka(e))].sort();return{moves:[...e],pieces:t}}function Ra(e,t=6){return e.length>t?U(`camelot-list-or-more`,{head:e.slice(0,t).join(`, `),count:e.length-t}):e.length<=1?e[0]??``:U(`camelot-list-or`,{head:e.slice(0,-1).join(`, `),last:e[e.length-1]??``})}function za(e){let t=La(e);return t?U(`camelot-compulsory`,{count:t.pieces.length,pieces:Ra(t.pieces,99),moves:t.moves.length,list:Ra(t.moves,12)}):null}function Ba(e,t){let n=ii(t);if(n.length<2||e.includes(t))return[];let r=ka(e);return Na(r,n)?[]:r.filter(e=>e.squares.length>n.length&&Aa(e,n)).map(e=>e.text)}function Va(e,t,n){let r=ka(e);if(ja(r).has(t)||e.length===0)return null;let i=Ia(e),a=[...ja(r)],o=Qr(n);if(a.every(e=>o.includes(e))){let t=e[0]??``;return U(`camelot-leave-castle`,{count:a.length,square:a[0]??``,example:t})}return i?za(e):U(`camelot-no-legal-move`,{square:t})}var Ha={route:[],notice:null,typed:``,continuations:[],sent:null,confirming:!1,positionAt:0,retry:null},Ua=()=>U(`camelot-not-sent-picked`),Wa=()=>U(`camelot-not-sent-typed`);function Ga(e){return e.playing&&e.seat!==null&&e.seat===e.toMove}function Ka(e){return Ga(e)?e.legal:[]}function qa(e,t){return e.route.length>0?Pa(t,e.route):null}function Ja(e){let t=ri(e);return t.ok?t.move.text:e}var X=e=>({state:e,effects:[]});function Ya(e,t,n=[]){return{state:{...e,route:[],notice:null},effects:[...n,{kind:`send`,move:t,via:`board`}]}}function Xa(e,t,n){if(n.seat===null||!n.playing)return X(e);let r=[{kind:`clearRejected`}],i=t=>({state:{...e,...t},effects:r}),a={state:e,effects:r};if(!Ga(n))return i({notice:U(`camelot-not-your-turn`,{name:n.names[n.toMove]??``,color:Ci(n.toMove)})});if(e.sent)return a;let o=Ci(n.seat),s=Ka(n),c=ka(s),l=ja(c),u=n.board.get(t),d=u?.color===o,f=e.route;if(f.length===0)return l.has(t)?i({notice:null,route:[t]}):i(d?{notice:Va(s,t,o)}:{notice:u?U(`camelot-not-your-piece`,{piece:u.color,mine:o}):null});let p=Fa(c,f,t);if(p)return p.kind===`play`?Ya(e,p.move,r):i({notice:null,route:p.route});if(f.length>1&&t===f[f.length-1]){let t=Na(c,f);return t?Ya(e,t.text,r):a}return t===f[0]?i({route:[],notice:null}):l.has(t)?i({notice:null,route:[t]}):i({route:[],notice:d?Va(s,t,o):null})}function Za(e,t){let n=[{kind:`clearRejected`}],r=t=>({state:{...e,continuations:[],...t},effects:n}),i=ri(e.typed);if(!i.ok)return r({notice:U(`camelot-not-a-move`,{why:i.error}).replace(/\.\.$/,`.`)});if(!Ga(t))return r({notice:U(`camelot-not-your-turn-typed`,{name:t.names[t.toMove]??``})});let a=Ba(Ka(t),i.move.text);return a.length>0?r({route:[],notice:U(`camelot-only-the-start`,{move:i.move.text,count:a.length}),continuations:a}):{state:{...e,continuations:[],route:[],notice:null},effects:[...n,{kind:`send`,move:e.typed.trim(),via:`typed`}]}}function Qa(e,t,n){if(!t.ok)return t.via===`board`?X({...e,notice:Ua()}):t.via===`typed`?X({...e,notice:Wa()}):X(e);let r={...e,sent:Ja(t.move)};return t.via!==`retry`&&(r.retry=t.v===null?null:{move:t.move,position:n.position,v:t.v}),t.via===`typed`&&(r.typed=``),X(r)}function $a(e,t,n){let r=e.retry;if(!r||t.code===null)return X(e);if(t.code!==`stale_version`)return X({...e,retry:null});if(t.v===null||t.v<=r.v||t.resyncing)return X(e);let i={...e,retry:null};return n.position!==r.position||!Ga(n)?X(i):{state:i,effects:[{kind:`send`,move:r.move,via:`retry`}]}}function eo(e,t,n){switch(t.type){case`square`:return Xa(e,t.square,n);case`play`:return Ya(e,t.move);case`continue`:return Ya({...e,continuations:[],typed:``},t.move);case`escape`:return e.route.length===0?X(e):{state:{...e,route:[],notice:null},effects:[{kind:`preventDefault`}]};case`backspace`:return e.route.length===0?X(e):{state:{...e,route:e.route.slice(0,-1)},effects:[{kind:`preventDefault`}]};case`type`:return X({...e,typed:t.text});case`submit`:return Za(e,n);case`sent`:return Qa(e,t,n);case`newPosition`:return X({...e,route:[],notice:null,sent:null,continuations:[],positionAt:t.at});case`playing`:return!t.playing&&e.confirming?X({...e,confirming:!1}):X(e);case`link`:return t.open&&(e.notice===Ua()||e.notice===Wa())?X({...e,notice:null}):X(e);case`inFlight`:return t.count===0&&e.sent!==null?X({...e,sent:null}):X(e);case`refusal`:return $a(e,t,n);case`resign`:return X({...e,confirming:!0});case`keepPlaying`:return X({...e,confirming:!1});case`confirmResign`:return{state:{...e,confirming:!1},effects:[{kind:`resign`}]}}}function to({said:e,note:t=null}){let n=t??(e&&!e.urgent?e:null),r=no(e&&e.urgent?e:null);return G(`div`,{class:`visually-hidden`,children:[G(`div`,{"aria-live":`polite`,"aria-atomic":`true`,"data-testid":`live-polite`,children:n&&G(`p`,{children:n.text},n.key)}),G(`div`,{"aria-live":`assertive`,"aria-atomic":`true`,"data-testid":`live-assertive`,children:r&&G(`p`,{children:r.text},r.key)})]})}function no(e){let[t,n]=I(null);return L(()=>{if(!e)return;let t=setTimeout(()=>n(e),250);return()=>clearTimeout(t)},[e?.key,e?.text]),e&&t&&t.key===e.key&&t.text===e.text?e:null}function ro(e){if(e.ctrlKey||e.metaKey||e.altKey||e.defaultPrevented)return!0;let t=e.target;if(!t||typeof t.closest!=`function`)return!1;if(t.closest(`dialog[open]`))return!0;let n=t.tagName;return n===`INPUT`||n===`TEXTAREA`||n===`SELECT`||t.isContentEditable}function io(e){let t=z(e);t.current=e,L(()=>{let e=e=>{if(ro(e))return;let n=e.key.length===1?e.key.toLowerCase():e.key,r=t.current.find(t=>t.run&&(t.keys.includes(n)||t.keys.includes(e.key)));r?.run&&(e.preventDefault(),r.run())};return document.addEventListener(`keydown`,e),()=>document.removeEventListener(`keydown`,e)},[])}function ao(e){let t=z(null),n=z(null);return L(()=>{let r=t.current;r&&(e.open&&!r.open?(n.current=document.activeElement instanceof HTMLElement?document.activeElement:null,r.showModal(),r.querySelector(`button`)?.focus()):!e.open&&r.open&&r.close())},[e.open]),G(`dialog`,{ref:t,class:`game-help`,"aria-labelledby":`game-help-title`,"data-testid":`help-dialog`,onKeyDown:e=>{if(e.key!==`Tab`)return;let n=[...t.current?.querySelectorAll(`button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])`)??[]],r=n[0],i=n[n.length-1];r&&i&&(e.shiftKey&&document.activeElement===r?(e.preventDefault(),i.focus()):!e.shiftKey&&document.activeElement===i&&(e.preventDefault(),r.focus()))},onClose:()=>{e.onClose();let t=n.current;n.current=null,t&&t.isConnected&&t.focus()},children:[G(`div`,{class:`game-help-head`,children:[G(`h2`,{id:`game-help-title`,children:e.title}),G(`button`,{type:`button`,onClick:()=>t.current?.close(),children:U(`a11y-close`)})]}),G(`table`,{children:[G(`caption`,{class:`visually-hidden`,children:U(`a11y-keys-caption`)}),G(`thead`,{children:G(`tr`,{children:[G(`th`,{scope:`col`,children:U(`a11y-key`)}),G(`th`,{scope:`col`,children:U(`a11y-key-what`)})]})}),G(`tbody`,{children:e.keys.map(e=>G(`tr`,{children:[G(`td`,{children:G(`kbd`,{children:e.label})}),G(`td`,{children:e.what})]},e.label))})]}),e.children]})}function oo(){let[e,t]=I({open:!1,focusRequest:0});return{...e,toggle:(e=!1)=>t(t=>({open:!t.open,focusRequest:!t.open&&e?t.focusRequest+1:t.focusRequest}))}}function so(e){let t=z(null);return R(()=>{e.open&&e.focusRequest>0&&t.current?.focus()},[e.focusRequest]),e.open?G(`section`,{ref:t,id:e.id,class:`text-view`,"aria-label":e.label,tabIndex:-1,"data-testid":`text-view`,children:e.children}):null}function co(e){return G(`div`,{class:`game-bar`,children:[G(`button`,{type:`button`,"aria-expanded":e.textViewOpen,"aria-controls":e.textViewId,onClick:e.onTextView,"data-testid":`text-view-button`,children:[U(e.textViewOpen?`a11y-text-view-hide`:`a11y-text-view-show`,{what:e.what}),` `,G(`kbd`,{"aria-hidden":`true`,children:`V`})]}),G(`button`,{type:`button`,"aria-haspopup":`dialog`,onClick:e.onHelp,"data-testid":`help-button`,children:[U(`a11y-keys`),` `,G(`kbd`,{"aria-hidden":`true`,children:`?`})]})]})}var lo=new Set([`illegal_action`,`out_of_turn`,`stale_version`,`game_over`,`not_started`,`wrong_game`,`store_failure`,`not_seated`,`time_up`]);function uo(e,t){switch(e){case`stale_version`:return U(`camelot-refused-stale`);case`out_of_turn`:return U(`camelot-refused-turn`);case`game_over`:return U(`camelot-refused-over`);case`store_failure`:return U(`camelot-refused-store`);case`time_up`:return U(`camelot-refused-time`);default:{let n=on(e,t);return n.charAt(0).toUpperCase()+n.slice(1)+(/[.!?]$/.test(n)?``:`.`)}}}var fo=[];function po(e,t){try{return _a(e,t).sort()}catch(e){if(e instanceof K)return fo;throw e}}function mo(e){try{return ti(e)}catch(e){if(e instanceof K)return null;throw e}}function ho(e){let{session:t,state:n}=e,r=n.game?.game===`camelot`?n.game:null,i=n.lobby;return!r||!i?G(`p`,{children:U(`camelot-waiting`)}):G(Co,{session:t,state:n,view:r,lobby:i})}var go=new Map;function _o(e,t,n,r){let[i,a]=I(Ha),o=z(i),s=(r,i)=>{let c=eo(o.current,r,n);o.current=c.state,a(c.state);for(let n of c.effects)switch(n.kind){case`send`:{let r=t.v,i=e.act({game:`camelot`,move:n.move});s({type:`sent`,move:n.move,via:n.via,ok:i,v:r});break}case`clearRejected`:e.clearRejected();break;case`resign`:e.resign();break;case`preventDefault`:i?.preventDefault()}};return L(()=>s({type:`newPosition`,at:Date.now()}),[n.position,r]),L(()=>s({type:`playing`,playing:n.playing}),[n.playing]),L(()=>s({type:`link`,open:t.link.state===`open`}),[t.link.state]),L(()=>s({type:`inFlight`,count:t.inFlight}),[t.inFlight]),L(()=>s({type:`refusal`,code:t.rejected?.code??null,v:t.v,resyncing:t.resyncing}),[t.rejected,t.v,t.resyncing]),[i,s]}function vo(e,t,n){let r=-1;e.forEach((e,t)=>{e.event.kind===`started`&&(r=t)});let i=e.slice(r+1).filter(e=>er(e.event,n)!==null).at(-1);return!i||i.event.kind===`abandoned`&&!t.seats[i.event.seat]?.abandoned?null:er(i.event,n)}function yo(e,t,n,r,i){if(e.status===`finished`&&e.result)return Oi(e.result,n);if(e.status===`finished`)return U(`camelot-status-over`);if(e.status===`aborted`)return U(`camelot-status-aborted`);if(i)return U(`camelot-status-sending`,{move:i});let a=ki(n.map(e=>e??``),t.to_move);return U(r?`camelot-status-to-move-mine`:`camelot-status-to-move`,{player:a})}function bo(e){let{picking:t,pick:n,myTurn:r,touch:i,dispatch:a}=e,{route:o,sent:s,notice:c,continuations:l}=t;return G(`div`,{class:`cm-messages`,children:[e.eventWords&&G(`p`,{class:`cm-muted`,"aria-live":`polite`,"data-testid":`camelot-event`,children:[e.eventWords,`.`]}),n?.kind===`choice`&&G(`div`,{class:`cm-choice`,role:`group`,"aria-label":U(`camelot-choice-group`),children:[G(`button`,{type:`button`,class:`cm-primary`,onClick:()=>a({type:`play`,move:n.move}),children:U(`camelot-play-move`,{move:n.move})}),G(`span`,{children:U(`camelot-choice-hint`,{touch:i?`yes`:`no`,targets:Si(n.next,`or`)})})]}),n?.kind===`partial`&&o.length>0&&G(`p`,{class:`cm-hint`,children:[o.length===1?U(`camelot-hint-first`,{square:o[0]??``,touch:i?`yes`:`no`,targets:Si(n.next,`or`)}):U(`camelot-hint-more`,{route:o.join(` → `),targets:Si(n.next,`or`)}),` `,`· `,U(`camelot-hint-cancel`,{touch:i?`yes`:`no`})]}),r&&!s&&e.compulsory&&G(`p`,{class:`cm-compulsory`,"data-testid":`camelot-compulsory`,children:e.compulsory}),c&&e.playing&&G(`p`,{class:`cm-notice`,role:`status`,"data-testid":`camelot-notice`,children:c}),l.length>0&&r&&G(`div`,{class:`cm-choice`,role:`group`,"aria-label":U(`camelot-continue-group`),"data-testid":`camelot-continue`,children:l.slice(0,8).map(e=>G(`button`,{type:`button`,class:`cm-primary`,onClick:()=>a({type:`continue`,move:e}),children:U(`camelot-play-move`,{move:e})},e))}),e.rejected&&G(`p`,{class:`cm-refused`,role:`alert`,"data-testid":`camelot-refused`,children:[G(`strong`,{children:U(`camelot-refused`)}),` `,uo(e.rejected.code,e.rejected.message)]})]})}function xo(){document.querySelector(`section#game .cm-board [data-square][tabindex="0"]`)?.focus()}function So(e,t,n,r,i,a,o){let s=[];t.last_move&&t.ply>0&&s.push(ji(n,t.ply-1,t.last_move,a));let c=e.status===`playing`;e.status===`finished`?s.push(e.result?U(`camelot-said-over-result`,{result:Oi(e.result,n)}):U(`camelot-said-over`)):e.status===`aborted`?s.push(U(`camelot-said-aborted`)):c&&(s.push(Ni(n,t.to_move,r)),r&&i&&s.push(i));let l=c?t.offer:null,u=l!=null&&o!==null&&l.by!==o;l&&(l.by===o?s.push(U(`camelot-said-my-offer`,{offer:l.offer})):(s.push(U(`camelot-said-their-offer`,{offer:l.offer,name:n[l.by]??``})),u&&s.push(U(`camelot-said-answer-offer`))));let d=l?`${l.by}${l.offer}`:`-`;return{key:`${e.game_no}:${t.ply}:${e.status}:${d}`,text:s.join(` `),urgent:c&&r||u}}function Co(e){let{session:t,state:n,view:r,lobby:i}=e,a=n.seat,o=i.status===`playing`,s=i.status===`finished`,c=B(()=>mo(r.position),[r.position]),l=B(()=>o&&a===r.to_move?po(r.position,r.ruleset):fo,[o,a,r.to_move,r.position,r.ruleset]),u=[Qn(i,0),Qn(i,1)],d={position:r.position,board:c?.board??go,seat:a,playing:o,toMove:r.to_move,legal:l,names:u},f=Ga(d),p=Ka(d),m=B(()=>ka(p),[p]),h=B(()=>ja(m),[m]),g=B(()=>new Set(La(p)?.pieces??[]),[p]),_=B(()=>za(p),[p]),v=B(()=>typeof matchMedia==`function`&&matchMedia(`(pointer: coarse)`).matches,[]),[y,b]=_o(t,n,d,i.game_no),x=z(null),S=B(()=>{let e=x.current,t=e&&e.gameNo===i.game_no&&e.ply===r.ply-1?e.board:null;return r.captured.map(e=>({square:e,piece:t?.get(e)}))},[i.game_no,r.ply]);L(()=>{x.current={gameNo:i.game_no,ply:r.ply,board:c?.board??go}},[i.game_no,r.ply]);let C=B(()=>So(i,r,u,f,_,S,a),[i.game_no,i.status,r.ply,f,_,S,u.join(`
`),r.offer?.by,r.offer?.offer,a]),w=oo(),[T,E]=I(!1),D=[{keys:[`?`],label:`?`,what:U(`camelot-key-help`),run:()=>E(!0)},{keys:[`v`],label:`V`,what:U(`camelot-key-words`),run:()=>w.toggle(!0)},{keys:[`b`],label:`B`,what:U(`camelot-key-board`),run:()=>xo()},...a!==null&&o?[{keys:[`m`],label:`M`,what:U(`camelot-key-move-box`),run:()=>document.getElementById(`cm-move-input`)?.focus()}]:[],{keys:[],label:U(`camelot-key-arrows`),what:U(`camelot-key-arrows-what`)},{keys:[],label:U(`camelot-key-enter`),what:U(`camelot-key-enter-what`)},{keys:[],label:U(`camelot-key-backspace`),what:U(`camelot-key-backspace-what`)},{keys:[],label:U(`camelot-key-escape`),what:U(`camelot-key-escape-what`)},{keys:[],label:U(`camelot-key-tab`),what:U(`camelot-key-tab-what`)}];if(io(D),!c)return G(`p`,{role:`alert`,children:U(`camelot-bad-position`,{position:r.position})});let{route:O,sent:k}=y,A=qa(y,m),ee=A&&!k?Mi(A):null,te=ee&&A?{key:`pick:${i.game_no}:${r.ply}:${A.route.join(`-`)}`,text:ee}:null,ne=e=>{let t=e.target;(!t||t.tagName!==`INPUT`&&t.tagName!==`TEXTAREA`)&&(e.key===`Escape`?b({type:`escape`},e):e.key===`Backspace`&&b({type:`backspace`},e))},re=n.rejected&&lo.has(n.rejected.code)&&n.rejected.at>=y.positionAt?n.rejected:null,ie=a===1,j=ie?`black`:`white`,ae=r.last_move?U(`camelot-board-label-last`,{bottom:j,move:r.last_move}):U(`camelot-board-label`,{bottom:j});return G(`div`,{class:`cm-game`,onKeyDown:ne,"data-ply":r.ply,"data-game-no":i.game_no,children:G(`div`,{class:`cm-layout`,children:[G(`div`,{class:`cm-main`,children:[G(to,{said:C,note:te}),G(co,{textViewId:`cm-words`,textViewOpen:w.open,onTextView:()=>w.toggle(),onHelp:()=>E(!0),what:`board`}),G(so,{id:`cm-words`,label:U(`camelot-words-title`),open:w.open,focusRequest:w.focusRequest,children:[G(`h3`,{children:U(`camelot-words-title`)}),Fi(c,u,r.last_move,yo(i,r,u,f,k)).map(e=>G(`p`,{children:e},e))]}),G(ao,{open:T,onClose:()=>E(!1),title:U(`camelot-keys-title`),keys:D,children:G(`p`,{children:U(`camelot-keys-intro`)})}),G(`p`,{class:`cm-status${f?` cm-status-mine`:``}${s?` cm-status-over`:``}`,"data-testid":`camelot-status`,children:yo(i,r,u,f,k)}),G(yi,{position:c,flipped:ie,label:ae,lastMove:r.last_move?ii(r.last_move):[],captured:r.captured,route:O,targets:A&&A.kind!==`play`?A.next:[],movable:f&&!k?h:new Set,mustCapture:f&&!k?g:new Set,onSquare:a!==null&&o?e=>b({type:`square`,square:e}):void 0}),G(bo,{picking:y,pick:A,myTurn:f,compulsory:_,eventWords:vo(n.events,i,u),playing:o,rejected:re,touch:v,dispatch:b})]}),G(`aside`,{class:`cm-side`,children:[G(`ul`,{class:`cm-players`,"aria-label":U(`camelot-players`),children:[0,1].map(e=>G(ba,{lobby:i,seat:e,position:c,toMove:o&&r.to_move===e,you:a===e,clock:r.clock,clockBase:n.clockBase,live:n.link.state===`open`},e))}),a!==null&&o&&G(xa,{typed:y.typed,myTurn:f,sending:k!==null,onType:e=>b({type:`type`,text:e}),onSubmit:()=>b({type:`submit`})}),a!==null&&o&&G(Oa,{state:Ea(a,r),opponent:u[1-a]??``,sending:n.inFlight>0,refusal:n.rejected&&Ta.has(n.rejected.code)?on(n.rejected.code,n.rejected.message):null,onOffer:e=>t.offer(e),onAnswer:(e,n)=>t.answerOffer(e,n),onWithdraw:e=>t.withdrawOffer(e)}),a!==null&&o&&G(Sa,{confirming:y.confirming,winner:u[1-a]??``,onResign:()=>b({type:`resign`}),onConfirm:()=>b({type:`confirmResign`}),onKeepPlaying:()=>b({type:`keepPlaying`})}),s&&G(Ca,{lobby:i,seat:a,names:u,onRematch:()=>t.send({t:`rematch`})}),G(wa,{}),G(`section`,{class:`cm-moves-box`,"aria-label":U(`camelot-moves`),children:[G(`h3`,{children:U(`camelot-moves`)}),G(Ii,{moves:r.moves,current:r.moves.length-1})]})]})]})})}function Z(e){return U(`sc-character-${e.toLowerCase()}`)}var wo=[`Arthur`,`Gwenivere`,`Lancelot`,`Percival`,`Kay`,`Merlin`].map(e=>({name:e,get blurb(){return tn(`sc-character-${e.toLowerCase()}`,`blurb`)}})),To={Arthur:`A`,Gwenivere:`G`,Lancelot:`L`,Percival:`P`,Kay:`K`,Merlin:`M`},Eo={Arthur:`#b8860b`,Gwenivere:`#c2185b`,Lancelot:`#1565c0`,Percival:`#2e7d32`,Kay:`#6d4c41`,Merlin:`#6a1b9a`},Do=[`North`,`East`,`South`,`West`];function Oo(e){return`${String.fromCharCode(65+e.col)}${e.row+1}`}function ko(e){return{row:Number(e.slice(1))-1,col:e.charCodeAt(0)-65}}function Ao(e,t){return e>=0&&t>=0&&e<24&&t<24?Oo({row:e,col:t}):null}function jo(e,t,n){let r=ko(e);return Ao(r.row+t,r.col+n)}function Mo(e){let t=ko(e);return{row:Math.floor(t.row/6),col:Math.floor(t.col/6)}}function No(e){let t=Nn[e],n=Math.min(...t.map(([e])=>e));return{x:Math.min(...t.map(([,e])=>e))+1,y:n+1}}var Po=[`L12`,`M12`,`L13`,`M13`];function Fo(e){return U(`sc-circle`,{circle:e})}function Io(e){return Do.includes(e)}function Lo(e){return Io(e)?Fo(e):e}function Ro(e){return Io(e)?U(`sc-at-circle`,{circle:Fo(e)}):U(`sc-at-square`,{square:e})}function zo(e){return e&&!Io(e)?e:null}var Bo=[`N`,`NE`,`E`,`SE`,`S`,`SW`,`W`,`NW`];function Vo(e){return Bo.indexOf(e)*45}function Ho(e){return U(`sc-direction`,{dir:e})}function Uo(e){return Ho({NorthEast:`NE`,SouthEast:`SE`,SouthWest:`SW`,NorthWest:`NW`}[e])}function Wo(e,t,n=!1){let r=Mo(e),i=[];for(let[a,o]of(n?Mn:jn)[t]){let t=jo(e,a,o);if(!t)continue;let n=Mo(t);n.row===r.row&&n.col===r.col&&i.push(t)}return i}function Go(e){let t=[];for(let n=0;n<3;n++)for(let r=0;r<3;r++){let i=jo(e,n,r);i&&t.push(i)}return t}function Ko(e){return U(`sc-range`,{from:e,to:jo(e,2,2)??e})}function qo(e,t){let n=ko(e),r=ko(t),i=r.row-n.row,a=r.col-n.col;return i===-1&&a===0?`north`:i===1&&a===0?`south`:i===0&&a===1?`east`:i===0&&a===-1?`west`:null}function Jo(e,t){let n=Mo(t),r=e.tiles.find(e=>e.slot.row===n.row&&e.slot.col===n.col);if(!r||!r.populated)return!1;let i=ko(t);if(r.rows[i.row-n.row*6]?.[i.col-n.col*6]===`T`)return!1;let a=e.squares.find(e=>e.square===t);return a&&(a.object!==null||a.enemy!==null)?!1:!e.players.some(e=>!e.resigned&&e.place===t)}function Yo(e,t,n,r){let i=new Map,a=r.filter(t=>Jo(e,t)).map(e=>[e]),o=new Set([t,...r]);for(let t=2;t<=n;t++){let t=[];for(let n of a){let r=n[n.length-1];for(let[a,s]of[[-1,0],[1,0],[0,-1],[0,1]]){let c=jo(r,a,s);if(!c||o.has(c)||!Jo(e,c))continue;o.add(c);let l=[...n,c];i.set(c,l),t.push(l)}}a=t}return i}function Xo(e){return e.replace(/(?<=[a-z])(?=[A-Z])/g,`-`).toLowerCase()}function Zo(e){return tn(`sc-item-${Xo(e)}`,`a`)}function Qo(e){return U(`sc-treasure-${Xo(e)}`)}function $o(e){return tn(`sc-treasure-${Xo(e)}`,`the`)}function es(e){return tn(`sc-treasure-${Xo(e)}`,`effect`)}function ts(e,t){return tn(e?`sc-enemy-${Xo(e)}`:`sc-enemy`,t)}function ns(e){return ts(e,`a`)}var rs={TwoHits:`sc-face-two-hits`,OneHit:`sc-face-one-hit`,Star:`sc-face-star`,Gem:`sc-face-gem`,Shield:`sc-face-shield`,Blank:`sc-face-blank`};function is(e){return U(rs[e])}function as(e){return e.map(is).join(`, `)}function os(e){return e===`Gem`?U(`sc-star-as-gem`):is(e)}function ss(e){return e===`BigKey`?`sc-big-key`:`sc-relic-${Xo(e.Relic)}`}function cs(e){return tn(ss(e),`the`)}function ls(e){let t=`sc-tile-${e.id.toLowerCase()}`;return nn(t)?U(t):e.name}function us(e){return U(`sc-relic-${Xo(e)}`)}function ds(e){return e===`Bush`?U(`sc-bush`):e===`Rock`?U(`sc-rock`):`SmallChest`in e?U(e.SmallChest.open?`sc-small-chest-open`:`sc-small-chest`):`BigChest`in e?U(e.BigChest.open?`sc-big-chest-open`:`sc-big-chest`):U(`sc-stack-left`,{stack:tn(ss(e.Special.kind),`stack`),count:e.Special.count})}function fs(e,t){return e[t]??U(`sc-seat`,{seat:t+1})}function ps(e){return e.length<=1?e[0]??``:U(`sc-list-and`,{head:e.slice(0,-1).join(`, `),last:e[e.length-1]??``})}function ms(e,t){let n=e.squares.find(e=>e.square===t)?.enemy;return n?U(`sc-enemy-health`,{enemy:ts(n.kind,`the`),square:t,health:n.health}):null}function hs(e,t){return e.squares.find(e=>e.square===t)?.enemy?.health??0}function gs(e,t){let n=t.flatMap(t=>{let n=ms(e,t);return n?[n]:[]});for(let r of t)e.squares.find(e=>e.square===r)?.object===`Bush`&&n.push(U(`sc-bush-at`,{square:r}));return n}function _s(e,t,n){let r=[],i=Mo(n),a=e.tiles.find(e=>e.slot.row===i.row&&e.slot.col===i.col);a?a.populated||r.push(U(`sc-effect-wakes`)):r.push(U(`sc-effect-explores`));let o=e.squares.find(e=>e.square===n);if(o){let n=e.players[t]?.treasures.some(e=>e.treasure===`PowerGauntlet`&&e.state===`FaceUp`);o.object===`Rock`&&n&&r.push(U(`sc-effect-breaks-rock`)),o.items.length>0&&r.push(U(`sc-effect-picks-up`,{items:ps(o.items.map(Zo))}))}return r}function vs(e,t){return t.length>0?U(`sc-with-effects`,{label:e,effects:ps(t)}):e}function ys(e){return U(`sc-wait-${e.type.replace(/_/g,`-`)}`)}function bs(e,t){let n=e.squares.find(e=>e.square===t);if(!n)return``;let r=[];if(n.enemy){let e=ns(n.enemy.kind);r.push(n.enemy.kind===`CarnivorousPlant`?U(`sc-plant-facing`,{plant:e,dir:n.enemy.facing}):e)}n.object&&r.push(ds(n.object));for(let e of n.items)r.push(Zo(e));return r.join(`, `)}function xs(e,t){return e.squares.find(e=>e.square===t)?.enemy?.kind??null}function Ss(e,t,n){for(let e of t){if(e.type===`enemy_killed`&&e.square===n)return ts(e.kind,`killed`);if(e.type===`bush_cut`&&e.square===n)return U(`sc-bush-cut`)}return e.pending?.prompt.type===`choose_litter`?U(`sc-bush-cut`):ts(null,`killed`)}function Cs(e,t){return e.players[t]?.treasures.some(e=>e.treasure===`Greatsword`&&e.state===`FaceUp`)??!1}function ws(e,t){let{view:n,names:r}=t,i=n.pending?.seat??n.active,a=n.players[i],o=zo(a?.place);switch(e.type){case`place_on_circle`:return U(`sc-act-place`,{circle:Fo(e.circle)});case`move`:return U(n.pending?.prompt.type===`speed_potion`?`sc-act-move-potion`:`sc-act-move`);case`step`:{let t=e.to;if(Io(t))return U(`sc-act-step-circle`,{circle:Fo(t)});let r=_s(n,i,t),s=a?.place;if(s&&Io(s))return vs(U(`sc-act-step-off`,{circle:Fo(s),square:t}),r);let c=o?qo(o,t):null;return vs(c?U(`sc-act-step-dir`,{dir:c,square:t}):U(`sc-act-step`,{square:t}),r)}case`stop_moving`:{let e=n.pending?.prompt,t=e?.type===`continue_move`?e.squares_left:0;return t>0?U(`sc-act-stop-left`,{count:t}):U(`sc-act-stop`)}case`undo_step`:{let e=a?.place,t=n.step_back;return e&&t?U(`sc-act-undo-step`,{square:Lo(e),back:Lo(t)}):U(`sc-act-undo-step-plain`)}case`attack`:{let t=Cs(n,i),r=o?Wo(o,e.arc,t):[];return vs(U(t?`sc-act-attack-great`:`sc-act-attack`,{dir:Uo(e.arc)}),gs(n,r))}case`bomb`:{let t=Go(e.corner),a=gs(n,t);for(let e of n.players){if(e.passed_out||e.resigned)continue;let n=zo(e.place);n&&t.includes(n)&&a.push(e.seat===i?U(`sc-you`):fs(r,e.seat))}let o=Ko(e.corner);return a.length>0?U(`sc-act-bomb-hits`,{range:o,hits:ps(a)}):U(`sc-act-bomb`,{range:o})}case`bow`:return U(`sc-act-bow`,{target:ms(n,e.target)??U(`sc-enemy-at`,{enemy:ts(null,`the`),square:e.target})});case`open_chest`:{let t=n.squares.find(t=>t.square===e.chest)?.object;return U(typeof t==`object`&&t&&`BigChest`in t?`sc-act-open-big`:`sc-act-open-small`,{square:e.chest})}case`pick_up`:{let t=n.squares.find(t=>t.square===e.stack)?.object;return U(`sc-act-pick-up`,{what:t&&typeof t==`object`&&`Special`in t?cs(t.Special.kind):U(`sc-special-item`),square:e.stack})}case`claim_grail`:return U(`sc-act-grail`);case`dig`:return U(`sc-act-dig`);case`end_turn`:{let e=n.pending?.prompt;return e?.type===`take_action`&&e.actions_left>0?U(`sc-act-end-left`,{count:e.actions_left}):U(`sc-act-end`)}case`reroll`:{let t=n.pending?.prompt,r=t?.type===`reroll`?t.dice:n.attack_dice??[],i=r[e.die];return i?r.filter(e=>e===i).length>1?U(`sc-act-reroll-twin`,{face:is(i),die:e.die+1}):U(`sc-act-reroll`,{face:is(i)}):U(`sc-act-reroll-die`,{die:e.die+1})}case`keep_roll`:return U(`sc-act-keep`);case`convert_star`:{let t=n.attack,r={OneHit:1,TwoHits:2,Gem:0}[e.into],i=(t?.hits??0)+r,a=(t?.gems??0)+ +(e.into===`Gem`),o=t?.targets??[],s=U(`sc-act-star`,{use:os(e.into)});if(!t)return s;s=U(`sc-star-hits`,{label:s,count:i});let c=o.filter(e=>hs(n,e)<=i);if(c.length>0){let e=c.map(e=>U(`sc-enemy-at`,{enemy:ts(xs(n,e),`the`),square:e}));s=U(`sc-star-enough`,{label:s,targets:ps(e)})}else o.length>0&&(s=U(`sc-star-not-enough`,{label:s,targets:ps(o.flatMap(e=>ms(n,e)??[]))}));return e.into===`Gem`&&(s=U(`sc-star-gems`,{label:s,count:a})),s}case`kill`:{let t=U(`sc-enemy-at`,{enemy:ts(xs(n,e.target),`the`),square:e.target}),r=n.pending?.prompt;return r?.type===`assign_hits`?U(`sc-act-kill-hits`,{who:t,health:hs(n,e.target),hits:r.hits_left}):U(`sc-act-kill`,{who:t})}case`draw_for`:{let r=e.square;if(n.pending?.prompt.type===`choose_litter`)return U(`sc-act-litter`,{square:r});let i=n.attack?.killed.find(([e])=>e===r);return U(`sc-act-loot`,{what:i?ts(i[1],`killed`):Ss(n,t.events??[],r),square:r})}case`decline_speed_potion`:return U(`sc-act-decline-potion`);case`activate`:return U(`sc-act-activate`,{enemy:ts(xs(n,e.enemy),`the`),square:e.enemy});case`target`:{let t=n.players[e.seat],i=fs(r,e.seat);return t?U(`sc-act-target-character`,{name:i,character:Z(t.character)}):U(`sc-act-target`,{name:i})}case`knight_to`:return U(`sc-act-knight-to`,{square:e.square});case`surrender`:{let t=n.players[i]?.treasures[e.treasure]?.treasure;return t?U(`sc-act-surrender`,{treasure:$o(t),gems:An[t]}):U(`sc-act-surrender-unknown`,{index:e.treasure+1})}}}function Ts(e){switch(e.type){case`place_on_circle`:return{circle:e.circle};case`step`:return Io(e.to)?{circle:e.to}:{square:e.to};case`bomb`:return{square:e.corner};case`bow`:return{square:e.target};case`open_chest`:return{square:e.chest};case`pick_up`:return{square:e.stack};case`kill`:return{square:e.target};case`draw_for`:return{square:e.square};case`activate`:return{square:e.enemy};case`knight_to`:return{square:e.square};default:return null}}function Es(e,t,n=!1){return e.type===`bomb`||t&&e.type===`bow`||n&&e.type===`end_turn`}function Ds(){return G(`g`,{class:`sc-tree`,children:[G(`rect`,{x:-2,y:4,width:4,height:9,fill:`#5d4037`}),G(`circle`,{cx:0,cy:-2,r:11,fill:`#2e6b30`,stroke:`#1b4020`,"stroke-width":1.5}),G(`circle`,{cx:-4,cy:-5,r:4,fill:`#3f8a41`})]})}function Os(){return G(`g`,{class:`sc-bush`,children:[G(`circle`,{cx:-6,cy:3,r:7,fill:`#7cc26a`,stroke:`#2f6b25`,"stroke-width":1.5}),G(`circle`,{cx:6,cy:3,r:7,fill:`#7cc26a`,stroke:`#2f6b25`,"stroke-width":1.5}),G(`circle`,{cx:0,cy:-4,r:8,fill:`#8fd07c`,stroke:`#2f6b25`,"stroke-width":1.5})]})}function ks(){return G(`polygon`,{points:`-12,9 -9,-5 -2,-11 8,-8 12,2 8,10`,fill:`#9e9e9e`,stroke:`#424242`,"stroke-width":1.5})}function As({big:e,open:t}){let n=e?26:20,r=e?`#f2c230`:`#b07a3c`;return G(`g`,{children:[t?G(y,{children:[G(`rect`,{x:-n/2,y:-1,width:n,height:11,fill:r,stroke:`#3e2723`,"stroke-width":1.5}),G(`rect`,{x:-n/2+2,y:-2,width:n-4,height:3,fill:`#3e2723`}),G(`polygon`,{points:`${-n/2},-1 ${-n/2+3},-11 ${n/2+3},-11 ${n/2},-1`,fill:`none`,stroke:`#3e2723`,"stroke-width":1.5,"stroke-dasharray":`2 2`})]}):G(y,{children:[G(`rect`,{x:-n/2,y:-8,width:n,height:18,rx:2,fill:r,stroke:`#3e2723`,"stroke-width":1.5}),G(`line`,{x1:-n/2,y1:-1,x2:n/2,y2:-1,stroke:`#3e2723`,"stroke-width":1.5}),G(`rect`,{x:-2,y:-3,width:4,height:5,fill:`#3e2723`})]}),e&&G(`text`,{y:t?-13:-10,class:`sc-tag`,"text-anchor":`middle`,children:U(`sc-big-tag`)})]})}function js({big:e}){return G(`g`,{transform:`scale(${e?1:.6})`,children:[G(`circle`,{cx:-6,cy:0,r:6,fill:`none`,stroke:`#00838f`,"stroke-width":3}),G(`path`,{d:`M0 0 H13 M9 0 V6 M13 0 V5`,stroke:`#00838f`,"stroke-width":3,fill:`none`})]})}var Ms={Fire:`#e65100`,Water:`#1565c0`,Wind:`#b0bec5`},Ns={Fire:`sc-letter-fire`,Water:`sc-letter-water`,Wind:`sc-letter-wind`};function Ps({kind:e}){return G(`g`,{children:[G(`polygon`,{points:`0,-13 11,0 0,13 -11,0`,fill:Ms[e],stroke:`#212121`,"stroke-width":1.5}),G(`text`,{y:4,class:`sc-letter`,"text-anchor":`middle`,fill:e===`Wind`?`#000`:`#fff`,children:U(Ns[e])})]})}function Fs({n:e}){return G(`g`,{transform:`translate(10,-10)`,children:[G(`circle`,{r:6,fill:`#fff`,stroke:`#212121`}),G(`text`,{y:3.5,class:`sc-badge`,"text-anchor":`middle`,children:e})]})}function Is({enemy:e}){switch(e.kind){case`CarnivorousPlant`:return G(`g`,{children:[G(`g`,{transform:`rotate(${Vo(e.facing)})`,children:G(`polygon`,{points:`0,-16 6,-8 -6,-8`,fill:`#b71c1c`})}),G(`circle`,{r:9,fill:`#c8e6c9`,stroke:`#b71c1c`,"stroke-width":2.5}),G(`text`,{y:4,class:`sc-letter`,"text-anchor":`middle`,fill:`#b71c1c`,children:`P`})]});case`Mimic`:return G(`g`,{children:[G(`rect`,{x:-11,y:-9,width:22,height:18,rx:3,fill:`#ffcdd2`,stroke:`#b71c1c`,"stroke-width":2.5}),G(`path`,{d:`M-8 7 l3 -3 l3 3 l3 -3 l3 3 l3 -3`,stroke:`#b71c1c`,fill:`none`,"stroke-width":1.5}),G(`text`,{y:1,class:`sc-letter`,"text-anchor":`middle`,fill:`#b71c1c`,children:`Mi`}),e.holds_stolen&&G(`circle`,{cx:10,cy:-9,r:4,fill:`#f2c230`,stroke:`#3e2723`,children:G(`title`,{children:U(`sc-holds-stolen`)})})]});case`DarkKnight`:return G(`g`,{children:[G(`path`,{d:`M-11 -11 H11 V2 Q11 10 0 14 Q-11 10 -11 2 Z`,fill:`#263238`,stroke:`#b71c1c`,"stroke-width":2.5}),G(`text`,{y:3,class:`sc-letter`,"text-anchor":`middle`,fill:`#fff`,children:U(`sc-letter-dark-knight`)})]})}}function Ls({item:e}){switch(e){case`GreenGem`:return G(`g`,{children:[G(`polygon`,{points:`0,-6 5,0 0,6 -5,0`,fill:`#43a047`,stroke:`#1b5e20`}),G(`text`,{x:8,y:4,class:`sc-tiny`,children:U(`sc-letter-green-gem`)})]});case`BlueGem`:return G(`g`,{children:[G(`polygon`,{points:`0,-6 5,0 0,6 -5,0`,fill:`#1e88e5`,stroke:`#0d47a1`}),G(`text`,{x:8,y:4,class:`sc-tiny`,children:U(`sc-letter-blue-gem`)})]});case`Bomb`:return G(`g`,{children:[G(`circle`,{r:5,fill:`#212121`}),G(`path`,{d:`M3 -4 l3 -3`,stroke:`#ff6f00`,"stroke-width":2})]});case`SmallKey`:return G(js,{big:!1})}}function Rs({character:e,passedOut:t,me:n,small:r}){let i=r?9:12.5;return G(`g`,{class:`sc-character`,children:[n&&G(`circle`,{r:i+3.5,fill:`none`,stroke:`#000`,"stroke-width":2,"stroke-dasharray":`3 2`}),G(`circle`,{r:i,fill:t?`#9e9e9e`:Eo[e],stroke:`#fff`,"stroke-width":2.5,transform:t?`scale(1.25,0.8)`:void 0}),G(`text`,{y:r?4:5.5,class:r?`sc-letter`:`sc-char-letter`,"text-anchor":`middle`,fill:`#fff`,children:To[e]}),t&&G(`text`,{x:8,y:-8,class:`sc-tag`,fill:`#000`,children:`zz`})]})}function zs({face:e,size:t=34}){let n=is(e);return G(`span`,{class:`sc-die`,title:n,children:[G(`svg`,{viewBox:`-16 -16 32 32`,width:t,height:t,"aria-hidden":`true`,children:[G(`rect`,{x:-15,y:-15,width:30,height:30,rx:5,fill:`#fffdf5`,stroke:`#333`,"stroke-width":1.5}),e===`Shield`&&G(`path`,{d:`M-8 -9 H8 V-1 Q8 7 0 11 Q-8 7 -8 -1 Z`,fill:`#546e7a`}),e===`Star`&&G(`polygon`,{points:`0,-11 3,-3 11,-3 4.5,2 7,10 0,5 -7,10 -4.5,2 -11,-3 -3,-3`,fill:`#f9a825`,stroke:`#8d6e00`}),e===`Gem`&&G(`polygon`,{points:`0,-10 9,-2 0,10 -9,-2`,fill:`#43a047`,stroke:`#1b5e20`}),e===`OneHit`&&G(`path`,{d:`M-7 7 L7 -7 M3 -7 H7 V-3`,stroke:`#c62828`,"stroke-width":3,fill:`none`}),e===`TwoHits`&&G(`g`,{stroke:`#c62828`,"stroke-width":3,fill:`none`,children:[G(`path`,{d:`M-7 7 L7 -7`}),G(`path`,{d:`M-7 -7 L7 7`})]})]}),G(`span`,{class:`sc-die-label`,children:n})]})}var Q=20;function Bs(e){return`circle:${e}`}var Vs=new Set([`B`,`R`,`P`,`M`,`D`]);function Hs(e,t,n){if(!n||e.tiles.length===0)return{r0:0,c0:0,r1:24,c1:24};let r=24,i=24,a=0,o=0,s=(e,t)=>{r=Math.min(r,e),i=Math.min(i,t),a=Math.max(a,e+1),o=Math.max(o,t+1)};for(let t of e.tiles)s(t.slot.row*6,t.slot.col*6),s(t.slot.row*6+6-1,t.slot.col*6+6-1);for(let e of t){if(e.startsWith(`circle:`))continue;let{row:t,col:n}=ko(e);s(t,n)}for(let t of e.players){let e=zo(t.place);if(e&&!t.resigned){let{row:t,col:n}=ko(e);s(t,n)}}return{r0:Math.max(0,r-1),c0:Math.max(0,i-1),r1:Math.min(24,a+1),c1:Math.min(24,o+1)}}var Us=e=>{let{row:t,col:n}=ko(e);return`translate(${Q+n*32+16},${Q+t*32+16})`};function Ws({view:e,names:t,me:n,targets:r,far:i,selected:a,preview:o,onPick:s,onHover:c,crop:l,zoom:u}){let{r0:d,c0:f,r1:p,c1:m}=Hs(e,r.keys(),l),h=new Map(e.tiles.map(e=>[`${e.slot.row},${e.slot.col}`,e])),g=[];for(let e=0;e<4;e++)for(let t=0;t<4;t++)g.push({row:e,col:t});let _=Array.from({length:24},(e,t)=>String.fromCharCode(65+t)),v=new Map;e.players.forEach(e=>{!e.resigned&&e.place&&Io(e.place)&&v.set(e.place,e.seat)});let y=new Set(e.squares.filter(e=>e.enemy).map(e=>e.square));return G(`svg`,{style:u?{width:`${Math.round(((m-f)*32+40)*40/32)}px`}:void 0,class:`sc-forest`,viewBox:`${f*32} ${d*32} ${(m-f)*32+40} ${(p-d)*32+40}`,role:`img`,"aria-label":U(`sc-map`),children:[G(`defs`,{children:G(`pattern`,{id:`sc-hatch`,width:`8`,height:`8`,patternUnits:`userSpaceOnUse`,patternTransform:`rotate(45)`,children:[G(`rect`,{width:`8`,height:`8`,fill:`#dcd8ce`}),G(`line`,{x1:`0`,y1:`0`,x2:`0`,y2:`8`,stroke:`#c4bfb2`,"stroke-width":`3`})]})}),G(`rect`,{x:f*32,y:d*32,width:(m-f)*32+40,height:(p-d)*32+40,fill:`#f7f4ec`}),g.map(e=>{let t=h.get(`${e.row},${e.col}`),n=Q+e.col*6*32,r=Q+e.row*6*32;return t?G(`g`,{children:[G(`title`,{children:U(t.populated?`sc-tile-title`:`sc-tile-title-empty`,{name:ls(t),id:t.id})}),G(`rect`,{x:n,y:r,width:192,height:192,fill:t.populated?`#e4efd2`:`#edf2e2`}),t.rows.map((i,a)=>[...i].map((i,o)=>{let s=Ao(e.row*6+a,e.col*6+o),c=!t.populated&&Vs.has(i);return G(`g`,{children:[G(`rect`,{x:n+o*32,y:r+a*32,width:32,height:32,fill:`none`,stroke:`#cfd8bf`,"stroke-width":.75}),i===`T`&&s&&!Po.includes(s)&&G(`g`,{transform:Us(s),children:G(Ds,{})}),c&&G(`text`,{x:n+o*32+16,y:r+a*32+16+4,class:`sc-ghost`,"text-anchor":`middle`,children:[U(`sc-ghost-letter`,{symbol:i}),G(`title`,{children:U(`sc-ghost`,{symbol:i})})]})]},`${a},${o}`)})),G(`rect`,{x:n,y:r,width:192,height:192,fill:`none`,stroke:`#6d7a58`,"stroke-width":2})]},`t${e.row}${e.col}`):G(`g`,{children:[G(`rect`,{x:n,y:r,width:192,height:192,fill:`url(#sc-hatch)`,stroke:`#b5ae9c`}),G(`text`,{x:n+96,y:r+96+10,class:`sc-unexplored`,"text-anchor":`middle`,children:`?`})]},`u${e.row}${e.col}`)}),G(`g`,{class:`sc-castle`,children:[G(`title`,{children:U(`sc-castle-title`)}),G(`rect`,{x:374,y:374,width:60,height:60,rx:4,fill:`#fff3c4`,stroke:`#8d6e00`,"stroke-width":2.5}),G(`path`,{d:`M386 418 V394 h5 v-5 h5 v5 h6 v-5 h5 v5 h6 v-5 h5 v5 h5 V418 Z`,fill:`#d7b443`,stroke:`#6d5400`,"stroke-width":1.5}),G(`text`,{x:404,y:430,class:`sc-tag`,"text-anchor":`middle`,children:U(`sc-grail-tag`)})]}),Do.map(e=>{let{x:t,y:n}=No(e);return G(`g`,{transform:`translate(${Q+t*32},${Q+n*32})`,children:[G(`title`,{children:U(`sc-circle-title`,{circle:e})}),G(`circle`,{r:12,fill:`#fffbe6`,stroke:`#8d6e00`,"stroke-width":2}),!v.has(e)&&G(`text`,{y:4.5,class:`sc-letter`,"text-anchor":`middle`,fill:`#6d5400`,children:U(`sc-circle-letter`,{circle:e})})]},e)}),e.squares.map(t=>G(`g`,{transform:Us(t.square),"data-square":t.square,"data-hittable":t.enemy!==null||t.object===`Bush`?`true`:void 0,children:[G(`title`,{children:U(`sc-square-title`,{square:t.square,what:bs(e,t.square)})}),t.object===`Bush`&&G(Os,{}),t.object===`Rock`&&G(ks,{}),t.object&&typeof t.object==`object`&&`SmallChest`in t.object&&G(As,{big:!1,open:t.object.SmallChest.open}),t.object&&typeof t.object==`object`&&`BigChest`in t.object&&G(As,{big:!0,open:t.object.BigChest.open}),t.object&&typeof t.object==`object`&&`Special`in t.object&&G(`g`,{children:[t.object.Special.kind===`BigKey`?G(js,{big:!0}):G(Ps,{kind:t.object.Special.kind.Relic}),G(Fs,{n:t.object.Special.count})]}),t.items.slice(0,2).map((e,t)=>G(`g`,{transform:`translate(${-8+t*8},9)`,children:G(Ls,{item:e})},t)),t.enemy&&G(Is,{enemy:t.enemy})]},t.square)),o.map(e=>{let{row:t,col:n}=ko(e);return G(`rect`,{x:Q+n*32+1,y:Q+t*32+1,width:30,height:30,class:`sc-preview`},`p${e}`)}),e.players.map(e=>{if(e.resigned||!e.place)return null;let r=zo(e.place),i=r?y.has(r):!1,a=Io(e.place)?No(e.place):null;return G(`g`,{transform:a?`translate(${Q+a.x*32},${Q+a.y*32})`:`${Us(e.place)}${i?` translate(8,8)`:``}`,"data-me":e.seat===n?`true`:void 0,"data-at":r??void 0,children:[G(`title`,{children:U(e.passed_out?`sc-character-title-out`:`sc-character-title`,{name:fs(t,e.seat),character:Z(e.character),letter:To[e.character]})}),G(Rs,{character:e.character,passedOut:e.passed_out,me:e.seat===n,small:i})]},`c${e.seat}`)}),[...r.entries()].map(([e,t])=>{let n=e.startsWith(`circle:`)?e.slice(7):null,r=t.map(e=>e.label).join(`; `),o=e===a;if(n){let{x:t,y:i}=No(n);return G(`g`,{class:`sc-target${o?` sc-selected`:``}`,onClick:()=>s(e),onMouseEnter:()=>c(e),onMouseLeave:()=>c(null),"data-target":e,children:[G(`title`,{children:r}),G(`circle`,{cx:Q+t*32,cy:Q+i*32,r:15})]},e)}let{row:l,col:u}=ko(e);return G(`g`,{class:`sc-target${o?` sc-selected`:``}${i?.has(e)?` sc-far`:``}`,onClick:()=>s(e),onMouseEnter:()=>c(e),onMouseLeave:()=>c(null),"data-target":e,children:[G(`title`,{children:r}),G(`rect`,{x:Q+u*32+2,y:Q+l*32+2,width:28,height:28,rx:4})]},e)}),G(`g`,{class:`sc-coord`,children:[G(`path`,{d:`M${f*32} ${d*32} h${(m-f)*32+40} v${(p-d)*32+40} h${-((m-f)*32+40)} Z M${Q+f*32} ${Q+d*32} v${(p-d)*32} h${(m-f)*32} v${-(p-d)*32} Z`,fill:`#f7f4ec`,"fill-rule":`evenodd`}),_.slice(f,m).map((e,t)=>{let n=Q+(f+t)*32+16;return G(`g`,{children:[G(`text`,{x:n,y:Q+d*32-6,"text-anchor":`middle`,children:e}),G(`text`,{x:n,y:Q+p*32+14,"text-anchor":`middle`,children:e})]},`c${e}`)}),_.slice(d,p).map((e,t)=>{let n=Q+(d+t)*32+16+4;return G(`g`,{children:[G(`text`,{x:Q+f*32-4,y:n,"text-anchor":`end`,children:d+t+1}),G(`text`,{x:Q+m*32+4,y:n,"text-anchor":`start`,children:d+t+1})]},`r${d+t}`)})]})]})}var Gs={wallet_changed:!0,big_treasure:!0};function Ks(e){return Object.hasOwn(Gs,e.type)}function qs(e){if(Ks(e))return`private`;switch(e.type){case`turn_started`:return`turn`;case`passed_out`:case`turn_skipped`:case`resigned`:case`treasure_stolen`:case`healed`:case`damaged`:return`alert`;case`dice_rolled`:return`dice`;case`game_over`:case`grail_claimed`:return`over`;default:return`event`}}function Js(e,t,n){return t.map((t,r)=>{let i={v:e,text:n[r]??``,kind:qs(t)};return t.type===`dice_rolled`&&(i.dice=t.faces),i})}function Ys(e,t){let n=[],r=e.first_player_rolls;r.forEach((e,r)=>{e.forEach((e,i)=>{e.length!==0&&n.push({v:0,text:U(r>0?`sc-first-roll-again`:`sc-first-roll`,{name:fs(t,i),dice:as(e)}),kind:`dice`,dice:e})})});let i=(r[r.length-1]??[]).map(e=>e.length===0?-1:e.filter(e=>e===`Star`).length),a=Math.max(-1,...i),o=i.indexOf(a);return a>=0&&i.filter(e=>e===a).length===1&&n.push({v:0,text:U(`sc-first-player`,{name:fs(t,o),count:a}),kind:`event`}),n}function Xs(e){let t=0;return e.forEach((e,n)=>{e.event.kind===`started`&&(t=n)}),e.slice(t)}function Zs(e,t,n){let{v:r,lines:i}=e,a=!1;for(let e of Xs(t)){if(e.v<=r)continue;r=e.v,a=!0;let t=e.game,o=er(e.event,n);o&&(i=i.concat([{v:e.v,text:o,kind:`alert`}])),t&&t.game===`super_camelot`&&(i=i.concat(Js(e.v,t.events,t.lines)))}return a?{v:r,lines:i}:e}function Qs(e){return{v:e?.syncV??0,lines:[]}}function $s(e,t,n,r){let i=t?.more?[]:Ys(e,r),a=t?t.entries.flatMap(e=>Js(t.syncV,e.events,e.lines)):[];return i.concat(a,n.lines)}var ec=[[`north`,-1,0],[`east`,0,1],[`south`,1,0],[`west`,0,-1]];function tc(e,t){return U(`sc-tv-who`,{name:fs(e,t.seat),character:Z(t.character),letter:To[t.character]})}function nc(e,t,n){if(!t)return U(`sc-tv-edge`);let r=Mo(t),i=e.tiles.find(e=>e.slot.row===r.row&&e.slot.col===r.col);if(!i)return U(`sc-tv-unexplored`);let a=[],{row:o,col:s}=ko(t),c=i.rows[o-r.row*6]?.[s-r.col*6];Po.includes(t)?a.push(U(`sc-tv-castle`)):c===`T`&&a.push(U(`sc-tv-tree`));let l=bs(e,t);l&&a.push(l);for(let r of e.players)!r.resigned&&r.place===t&&a.push(tc(n,r));return a.length>0?ps(a):U(`sc-tv-open`)}function rc(e){let t=[`Fire`,`Water`,`Wind`].filter((t,n)=>e.relics[n]),n=[e.gems===null?U(`sc-tv-gems-hidden`):e.gems_to_goal===null?U(`sc-tv-gems`,{gems:e.gems}):U(`sc-tv-gems-goal`,{gems:e.gems,more:e.gems_to_goal}),U(e.passed_out?`sc-tv-health-out`:`sc-tv-health`,{health:e.health}),U(e.big_key?`sc-tv-keys-big`:`sc-tv-keys`,{keys:e.small_keys,bombs:e.bombs}),t.length>0?U(`sc-tv-relics`,{relics:ps(t.map(us))}):U(`sc-tv-relics-none`)],r=e.treasures.map(e=>{let t=Qo(e.treasure);return e.state===`FaceUp`?U(`sc-tv-treasure-up`,{treasure:t,gems:An[e.treasure]}):U(e.state===`Lost`?`sc-tv-treasure-lost`:`sc-tv-treasure-stolen`,{treasure:t})});return n.push(r.length>0?U(`sc-tv-treasures`,{treasures:ps(r)}):U(`sc-tv-treasures-none`)),n}function ic(e,t,n,r){let i=n===null?void 0:e.players[n],a=null,o=[];if(i){let n=zo(i.place),r=U(`sc-tv-not-placed`);if(i.resigned)r=U(`sc-tv-resigned-off`);else if(i.place&&Io(i.place))r=U(`sc-on-circle`,{circle:Fo(i.place)});else if(n){let t=Mo(n),i=e.tiles.find(e=>e.slot.row===t.row&&e.slot.col===t.col);r=i?U(`sc-tv-at-tile`,{square:n,tile:ls(i),id:i.id}):U(`sc-at-square`,{square:n})}if(a=U(`sc-tv-you`,{character:Z(i.character),letter:To[i.character],where:r}),n&&!i.resigned)for(let[r,i,a]of ec){let s=jo(n,i,a),c=nc(e,s,t);o.push(s?U(`sc-tv-side`,{side:r,square:s,what:c}):U(`sc-tv-side-edge`,{side:r,what:c}))}}let s=e.players.filter(e=>e.seat!==n).map(e=>{let n=e.resigned?U(`sc-tv-resigned`):e.place?Ro(e.place):U(`sc-tv-not-placed`),r=e.gems===null?U(`sc-tv-gems-hidden-short`):U(`sc-tv-other-gems`,{gems:e.gems});return U(`sc-tv-other`,{who:tc(t,e),where:n,health:e.health,gems:r})}),c;if(e.outcome)c=U(`sc-tv-over`);else{let r=e.players[e.active];c=e.active===n?U(`sc-tv-turn-mine`,{turn:e.turn,actions:e.actions_left}):U(`sc-tv-turn-other`,{turn:e.turn,name:fs(t,e.active),character:r?Z(r.character):``,actions:e.actions_left});let i=e.pending;i&&i.seat===n?c+=` ${U(`sc-tv-you-are-to`,{what:ys(i.prompt)})}`:i&&(c+=` ${U(`sc-tv-waiting-for`,{name:fs(t,i.seat),what:ys(i.prompt)})}`)}return{you:a,around:o,choices:[...r],cards:i?rc(i):[],others:s,turn:c}}var ac=60;function oc({session:e,state:t}){let n=t.game;return!n||n.game!==`super_camelot`?G(`p`,{class:`sc-wait`,children:U(`sc-waiting-forest`)}):G(sc,{session:e,state:t,game:n})}function sc({session:e,state:t,game:n}){let r=n.view,i=t.lobby,a=r.players.map(e=>Qn(i,e.seat)),o=t.seat,s=r.outcome!==null,c=r.pending?.seat??null,l=o!==null&&c===o&&r.legal_actions.length>0,u=i?.game_no??0,d=t.history&&t.history.gameNo===u?t.history:null,f=`${t.code}.${u}.${d?.syncV??`-`}`,p=z(null);p.current&&p.current.key===f||(p.current={key:f,log:Qs(d)}),p.current.log=Zs(p.current.log,t.events,a);let m=p.current.log,h=B(()=>$s(r,d,m,a),[r.first_player_rolls,d,m,a.join(`
`)]),g=r.pending?`${u}:${r.turn}:${r.pending.seat}:${JSON.stringify(r.pending.prompt)}`:``,_=z({id:``,since:Date.now()});_.current.id!==g&&(_.current=cc(t.code,g));let v=r.pending!==null&&r.pending.seat!==r.active&&!s,[,b]=I(0);L(()=>{if(!v)return;let e=setInterval(()=>b(e=>e+1),1e3);return()=>clearInterval(e)},[v,g]);let x=t.promptSecs??ac,S=Math.max(0,x-Math.floor((Date.now()-_.current.since)/1e3)),[C,w]=I(null),[T,E]=I([]);L(()=>{w(null),E([])},[t.v]);let D={view:r,names:a,events:n.events.flatMap(e=>Ks(e)?[]:[e])},O=B(()=>l?r.legal_actions.map(e=>({action:e,label:ws(e,D)})):[],[r,l]),k=B(()=>{let e=new Map;for(let t of O){let n=Ts(t.action);if(!n)continue;let r=`circle`in n?Bs(n.circle):n.square;e.set(r,[...e.get(r)??[],t])}return e},[O]),A=B(()=>{let e=r.pending?.prompt,t=o===null?null:zo(r.players[o]?.place);if(!l||e?.type!==`continue_move`||e.squares_left<2||!t)return new Map;let n=r.legal_actions.flatMap(e=>e.type===`step`&&!Io(e.to)?[e.to]:[]);return Yo(r,t,e.squares_left,n)},[r,l,o]),ee=B(()=>{if(A.size===0)return k;let e=new Map(k);for(let[t,n]of A){let i=n[0],a=r.legal_actions.find(e=>e.type===`step`&&e.to===i);a&&!e.has(t)&&e.set(t,[{label:U(`sc-act-walk`,{square:n[n.length-1],count:n.length}),action:a}])}return e},[k,A]),[te,ne]=I([]),re=t.inFlight>0,[ie,j]=I(null);L(()=>j(null),[t.v]);let ae=(t,n=!1)=>{re||(w(null),Es(t,n,r.actions_left>0&&r.legal_actions.some(e=>e.type!==`end_turn`))&&JSON.stringify(ie)!==JSON.stringify(t)?(j(t),E(se(t))):(j(null),E([]),e.act({game:`super_camelot`,action:t})))},oe=e=>{let t=k.has(e)?void 0:A.get(e);if(t&&t[0]){let e=t[0],n=r.legal_actions.find(t=>t.type===`step`&&t.to===e);n&&(ne(t.slice(1)),ae(n));return}let n=k.get(e)??[];n.length===1&&n[0]?ae(n[0].action,!0):w(e===C?null:e)},se=e=>{let t=zo(r.players[c??r.active]?.place);if(e.type===`attack`&&t)return Wo(t,e.arc,Cs(r,c??r.active));if(e.type===`bomb`)return Go(e.corner);let n=Ts(e);return n&&`square`in n?[n.square]:[]};L(()=>{let e=te[0];if(!e||re)return;let t=l?r.legal_actions.find(t=>t.type===`step`&&t.to===e):void 0;t?(ne(te.slice(1)),ae(t)):ne([])},[t.v,re,te]);let ce=e=>{if(ie)return;let t=e?(k.get(e)??[]).filter(e=>e.action.type===`bomb`):[];E(t.flatMap(e=>se(e.action)))},[M,N]=I(()=>typeof matchMedia==`function`&&matchMedia(`(max-width: 600px)`).matches),P=z(null);L(()=>{if(!M)return;let e=P.current,t=e?.querySelector(`[data-me]`);if(!e||!t)return;let n=e.getBoundingClientRect(),r=t.getBoundingClientRect();e.scrollLeft+=r.left+r.width/2-(n.left+e.clientWidth/2),e.scrollTop+=r.top+r.height/2-(n.top+e.clientHeight/2)},[M]);let[le,ue]=I(!1),[de,fe]=I(!1),pe=o===null?void 0:r.players[o],me=pe!==void 0&&!pe.resigned&&!s&&i?.status===`playing`,F=z(null),[he,ge]=I(null),_e=l?g:``;L(()=>{let e=F.current,t=e!==null&&e.gameNo===u&&h.length>=e.count&&(e.count===0||h[e.count-1]?.text===e.last)&&e?h.slice(e.count).map(e=>e.text):[],r=_e!==``&&_e!==e?.prompt&&n.prompt_line?n.prompt_line:null;F.current={gameNo:u,count:h.length,last:h[h.length-1]?.text??``,prompt:_e};let i=[...t,...r?[r]:[]].map(e=>/[.!?:…]$/.test(e)?e:`${e}.`);i.length!==0&&ge({key:`${u}:${h.length}:${_e}`,text:i.join(` `),urgent:r!==null})},[u,h,_e]);let ve=oo(),[ye,be]=I(!1),xe=[{keys:[`?`],label:`?`,what:U(`sc-key-help`),run:()=>be(!0)},{keys:[`v`],label:`V`,what:U(`sc-key-words`),run:()=>ve.toggle(!0)},{keys:[`c`],label:`C`,what:U(`sc-key-choices`),run:()=>document.querySelector(`.sc-decide button:not([disabled]), .sc-decide summary`)?.focus()},{keys:[`l`],label:`L`,what:U(`sc-key-log`),run:()=>document.querySelector(`.sc-log`)?.focus()},{keys:[],label:U(`sc-key-tab`),what:U(`sc-key-tab-what`)},{keys:[],label:U(`sc-key-enter`),what:U(`sc-key-enter-what`)},{keys:[],label:U(`sc-key-escape`),what:U(`sc-key-escape-what`)}];io(xe);let Se=[...O.map(e=>e.label),...[...ee.entries()].flatMap(([e,t])=>k.has(e)?[]:t.map(e=>e.label))],R=ve.open?ic(r,a,o,Se):null,Ce=lc(t.rejected);return G(`div`,{class:`sc`,children:[G(to,{said:he}),G(ao,{open:ye,onClose:()=>be(!1),title:U(`sc-keys-title`),keys:xe,children:G(`p`,{children:U(`sc-keys-intro`)})}),G(uc,{view:r,names:a,me:o,timed:v,secondsLeft:S,clock:n.clock,clockBase:t.clockBase,live:t.link.state===`open`}),Ce&&G(`p`,{class:`sc-rejected`,role:`alert`,children:Ce}),G(co,{textViewId:`sc-words`,textViewOpen:ve.open,onTextView:()=>ve.toggle(),onHelp:()=>be(!0),what:`forest`}),G(so,{id:`sc-words`,label:U(`sc-tv-title`),open:ve.open,focusRequest:ve.focusRequest,children:[G(`h3`,{children:U(`sc-tv-title`)}),R&&G(y,{children:[G(`p`,{children:R.turn}),R.you&&G(`p`,{children:R.you}),R.around.length>0&&G(y,{children:[G(`p`,{children:U(`sc-tv-next-to-you`)}),G(`ul`,{children:R.around.map(e=>G(`li`,{children:e},e))})]}),R.choices.length>0?G(y,{children:[G(`p`,{children:U(`sc-tv-choose`)}),G(`ul`,{"data-testid":`text-view-choices`,children:R.choices.map((e,t)=>G(`li`,{children:e},`${e}${t}`))})]}):G(`p`,{children:U(`sc-tv-nothing`)}),R.cards.length>0&&G(y,{children:[G(`p`,{children:U(`sc-tv-cards`)}),G(`ul`,{children:R.cards.map(e=>G(`li`,{children:e},e))})]}),R.others.length>0&&G(y,{children:[G(`p`,{children:U(`sc-tv-others`)}),G(`ul`,{children:R.others.map(e=>G(`li`,{children:e},e))})]})]})]}),s&&G(bc,{view:r,names:a,state:t,onRematch:()=>e.send({t:`rematch`}),busy:re}),G(`div`,{class:`sc-layout`,children:[G(`div`,{class:`sc-map-col`,children:[G(`div`,{class:`sc-map-tools`,children:[G(`button`,{type:`button`,class:`sc-small`,"aria-pressed":M,onClick:()=>N(!M),children:U(M?`sc-zoom-out`:`sc-zoom-in`)}),G(`button`,{type:`button`,class:`sc-small`,"aria-pressed":le,onClick:()=>ue(!le),children:U(`sc-whole-forest`)}),G(`span`,{class:`sc-hint`,children:l&&A.size>0?U(`sc-hint-walk`):l&&k.size>0?U(`sc-hint-targets`):U(`sc-hint-turn`,{turn:r.turn,tiles:r.tiles_in_stack})})]}),G(`div`,{ref:P,"data-testid":`sc-map-box`,class:`sc-map-box${M?` sc-zoomed`:``}`,tabIndex:M?0:void 0,"aria-label":M?U(`sc-map-zoomed`):void 0,children:G(Ws,{view:r,names:a,me:o,targets:ee,far:A,selected:C,preview:T,onPick:oe,onHover:ce,crop:!le,zoom:M})}),G(xc,{})]}),G(`div`,{class:`sc-side`,children:[l&&r.pending&&G(fc,{view:r,promptLine:n.prompt_line,choices:O,selected:C,targets:k,busy:re,timed:v,secondsLeft:S,onPlay:ae,armed:ie,onDisarm:()=>{j(null),E([])},onPreview:e=>!ie&&E(e?se(e):[]),onClearSelection:()=>w(null)}),!l&&r.attack_dice&&G(`div`,{class:`sc-panel`,children:[G(`h3`,{children:U(`sc-dice-resolved`)}),G(_c,{faces:r.attack_dice})]}),G(vc,{view:r,names:a,me:o,seats:i?.seats??[]}),G(yc,{lines:h,anchor:{syncV:d?.syncV??null,firstSeq:d?.entries[0]?.seq??null},more:d?.more??!1,asking:t.historyBefore!==null,onEarlier:()=>e.earlierHistory()}),me&&G(`div`,{class:`sc-resign`,children:de?G(y,{children:[G(`p`,{children:U(`sc-resign-question`)}),G(`button`,{type:`button`,class:`sc-danger`,disabled:re,onClick:()=>{fe(!1),e.resign()},children:U(`sc-resign-yes`)}),` `,G(`button`,{type:`button`,onClick:()=>fe(!1),children:U(`sc-cancel`)})]}):G(`button`,{type:`button`,onClick:()=>fe(!0),children:U(`sc-resign`)})})]})]})]})}function cc(e,t){let n=`albion.sc-prompt.${e}`;try{let e=JSON.parse(sessionStorage.getItem(n)??`null`);if(e&&e.id===t&&typeof e.since==`number`)return{id:t,since:e.since};let r={id:t,since:Date.now()};return sessionStorage.setItem(n,JSON.stringify(r)),r}catch{return{id:t,since:Date.now()}}}function lc(e){if(!e)return null;switch(e.code){case`stale_version`:return U(`sc-refused-stale`);case`out_of_turn`:return U(`sc-refused-turn`);case`illegal_action`:return U(`sc-refused-illegal`,{why:on(e.code,e.message)});case`game_over`:return U(`sc-refused-over`);case`not_started`:case`wrong_game`:return U(`sc-refused-other`,{why:on(e.code,e.message)});default:return null}}function uc(e){let{view:t,names:n,me:r,timed:i,secondsLeft:a,clock:o,clockBase:s}=e;if(t.outcome)return null;let c=t.players[t.active],l=t.pending,u=l!==null&&l.seat===r,d=e=>fs(n,e),f=null;f=l?u?l.prompt.type===`take_action`?null:U(`sc-status-your-choice`,{what:ys(l.prompt)}):U(`sc-status-waiting`,{name:d(l.seat),what:ys(l.prompt)}):U(`sc-status-server`);let p=l!==null&&l.seat===t.active&&l.prompt.type!==`place_character`;return G(`div`,{class:`sc-status${u?` sc-status-mine`:``}`,"data-my-turn":t.active===r,"data-deciding":l?.seat,children:[G(`span`,{class:`sc-turn`,children:[t.active===r?U(`sc-status-turn-mine`,{turn:t.turn}):U(`sc-status-turn-other`,{turn:t.turn,name:d(t.active),character:c?Z(c.character):``}),p&&` · ${U(`sc-status-actions`,{count:t.actions_left})}`,o&&G(y,{children:[` · `,G(ya,{clock:o,seat:o.running??t.active,base:s,who:d(o.running??t.active),live:e.live}),G(`span`,{class:`visually-hidden`,children:[` `,U(`sc-status-clock-left`)]})]})]}),f&&G(`span`,{class:`sc-waiting`,children:f}),i&&G(`span`,{class:`sc-clock`,title:U(`sc-status-clock-title`),children:U(`sc-status-clock`,{time:Dn(a)})})]})}var dc=[`place_on_circle`,`keep_roll`,`reroll`,`convert_star`,`kill`,`draw_for`,`surrender`,`target`,`activate`,`knight_to`,`move`,`decline_speed_potion`,`step`,`stop_moving`,`undo_step`,`attack`,`bow`,`open_chest`,`pick_up`,`dig`,`claim_grail`,`bomb`,`end_turn`];function fc({view:e,promptLine:t,choices:n,selected:r,targets:i,busy:a,timed:o,secondsLeft:s,onPlay:c,onPreview:l,onClearSelection:u,armed:d,onDisarm:f}){let p=e.pending;if(!p)return null;let m=p.prompt,h=m.type===`reroll`||m.type===`convert_star`?m.dice:e.attack_dice,g=[...n].sort((e,t)=>dc.indexOf(e.action.type)-dc.indexOf(t.action.type)),_=g.filter(e=>e.action.type===`bomb`),v=g.filter(e=>e.action.type!==`bomb`),y=r?i.get(r)??[]:[],b=(e,t)=>G(`button`,{type:`button`,class:`sc-choice sc-choice-${e.action.type}`,"data-sc-action":e.action.type,disabled:a,onClick:()=>c(e.action),onMouseEnter:()=>l(e.action),onMouseLeave:()=>l(null),onFocus:()=>l(e.action),onBlur:()=>l(null),children:e.label},`${e.label}${t}`),x=e.players[p.seat];return G(`section`,{class:`sc-panel sc-decide`,"aria-label":U(`sc-decide`),children:[G(`h3`,{children:t}),o&&G(`p`,{class:`sc-clock-line`,children:U(`sc-decide-clock`,{time:Dn(s)})}),m.type===`choose_stolen_treasure`&&x&&G(`p`,{class:`sc-note`,children:[U(`sc-decide-face-up`),` `,x.treasures.filter(e=>e.state===`FaceUp`).map(e=>U(`sc-treasure-gems`,{treasure:Qo(e.treasure),gems:An[e.treasure]})).join(`, `)]}),h&&h.length>0&&G(_c,{faces:h}),d&&d.type===`bow`&&G(`div`,{class:`sc-confirm`,role:`group`,"aria-label":U(`sc-confirm-shot`),"data-testid":`sc-bow-confirm`,children:[G(`p`,{children:G(`strong`,{children:n.find(e=>JSON.stringify(e.action)===JSON.stringify(d))?.label??U(`sc-shoot-bow`)})}),G(`p`,{class:`sc-note`,children:U(`sc-shot-note`)}),G(`button`,{type:`button`,class:`sc-danger`,"data-sc-confirm":`bow`,disabled:a,onClick:()=>c(d),children:U(`sc-shoot`)}),` `,G(`button`,{type:`button`,onClick:f,children:U(`sc-cancel`)})]}),d&&d.type===`end_turn`&&G(`div`,{class:`sc-confirm`,role:`group`,"aria-label":U(`sc-confirm-end`),"data-testid":`sc-end-confirm`,children:[G(`p`,{children:G(`strong`,{children:U(`sc-end-question`,{count:e.actions_left})})}),G(`p`,{class:`sc-note`,children:U(`sc-end-note`)}),G(`button`,{type:`button`,class:`sc-danger`,"data-sc-confirm":`end_turn`,disabled:a,onClick:()=>c(d),children:U(`sc-end-the-turn`)}),` `,G(`button`,{type:`button`,onClick:f,children:U(`sc-keep-playing`)})]}),d&&d.type===`bomb`&&G(`div`,{class:`sc-confirm`,role:`group`,"aria-label":U(`sc-confirm-bomb`),"data-testid":`sc-bomb-confirm`,children:[G(`p`,{children:G(`strong`,{children:n.find(e=>JSON.stringify(e.action)===JSON.stringify(d))?.label??U(`sc-throw-bomb`)})}),G(`p`,{class:`sc-note`,children:U(`sc-bomb-note`)}),G(`button`,{type:`button`,class:`sc-danger`,"data-sc-confirm":`bomb`,disabled:a,onClick:()=>c(d),children:U(`sc-throw-the-bomb`)}),` `,G(`button`,{type:`button`,onClick:f,children:U(`sc-cancel`)})]}),G(pc,{prompt:m,dice:!!(h&&h.length>0),bombs:_.length>0}),r&&y.length>1&&G(`div`,{class:`sc-group sc-selected-group`,role:`group`,"aria-label":U(`sc-choices-at`,{place:gc(r)}),children:[G(`p`,{children:[U(`sc-at-place`,{place:gc(r)}),` `,G(`button`,{type:`button`,class:`sc-small`,onClick:u,children:U(`sc-close`)})]}),y.map(b)]}),G(`div`,{class:`sc-group`,role:`group`,"aria-label":U(`sc-choices`),children:v.map(b)}),_.length>0&&G(`details`,{class:`sc-bombs`,children:[G(`summary`,{children:U(`sc-bombs`,{count:_.length})}),G(`div`,{class:`sc-group`,children:_.map(b)})]})]})}function pc({prompt:e,dice:t,bombs:n}){let r=[];return(t||e.type===`convert_star`||e.type===`reroll`||e.type===`assign_hits`)&&r.push([W(`super-camelot`,`attack`),U(`sc-rules-dice`)]),e.type===`take_action`&&r.push([W(`super-camelot`,`turn`),U(`sc-rules-actions`)]),n&&r.push([W(`super-camelot`,`bomb`),U(`sc-rules-bomb`)]),(e.type===`take_action`||e.type===`continue_move`||e.type===`speed_potion`)&&r.push([W(`super-camelot`,`move`),U(`sc-rules-move`)]),(e.type===`choose_enemy`||e.type===`choose_knight_square`||e.type===`choose_target`)&&r.push([W(`super-camelot`,`enemies`),U(`sc-rules-enemies`)]),(e.type===`choose_litter`||e.type===`choose_loot`||e.type===`choose_stolen_treasure`)&&r.push([W(`super-camelot`,`items`),U(`sc-rules-items`)]),r.length===0&&r.push([W(`super-camelot`),U(`sc-rules-how`)]),G(y,{children:[(t||e.type===`convert_star`||e.type===`reroll`)&&G(hc,{}),G(`p`,{class:`sc-rules`,"data-testid":`sc-rules`,children:r.map(([e,t],n)=>G(`span`,{children:[n>0&&` · `,G(`a`,{href:e,...xr,children:t})]},e))})]})}var mc=[[`TwoHits`,`sc-face-meaning-two-hits`],[`OneHit`,`sc-face-meaning-one-hit`],[`Star`,`sc-face-meaning-star`],[`Gem`,`sc-face-meaning-gem`],[`Shield`,`sc-face-meaning-shield`],[`Blank`,`sc-face-meaning-blank`]];function hc(){return G(`details`,{class:`sc-faces`,"data-testid":`sc-faces`,children:[G(`summary`,{children:U(`sc-faces`)}),G(`ul`,{children:mc.map(([e,t])=>G(`li`,{children:[G(zs,{face:e,size:22}),` `,G(`span`,{children:U(t)})]},e))})]})}function gc(e){return e.startsWith(`circle:`)?Fo(e.slice(7)):e}function _c({faces:e}){return G(`div`,{class:`sc-dice`,role:`img`,"aria-label":U(`sc-dice`,{dice:as(e)}),children:e.map((e,t)=>G(zs,{face:e},t))})}function vc({view:e,names:t,me:n,seats:r}){return G(`section`,{class:`sc-panel`,"aria-label":U(`sc-players`),children:[G(`h3`,{children:U(`sc-players`)}),G(`ul`,{class:`sc-players`,children:e.players.map(i=>{let a=[`Fire`,`Water`,`Wind`].filter((e,t)=>i.relics[t]).map(us),o=i.seat===n;return G(`li`,{class:`sc-player${i.seat===e.active&&!e.outcome?` sc-active`:``}${i.resigned?` sc-gone`:``}`,children:[G(`div`,{class:`sc-player-head`,children:[G(`svg`,{viewBox:`-16 -16 32 32`,width:`30`,height:`30`,"aria-hidden":`true`,children:G(Rs,{character:i.character,passedOut:i.passed_out,me:!1})}),G(`strong`,{children:Zn(t[i.seat]??``)}),G(`span`,{children:[Z(i.character),` (`,To[i.character],`)`,o?` · ${U(`sc-you-tag`)}`:``,i.seat===e.active&&!e.outcome?` · ${U(`sc-to-play`)}`:``,r[i.seat]?.bot?` · ${$n(r[i.seat].bot)}`:``,!r[i.seat]?.bot&&r[i.seat]?.abandoned&&!i.resigned&&!e.outcome?` · ${U(`sc-left-game`)}`:``]})]}),i.resigned?G(`p`,{class:`sc-flag`,children:U(`sc-resigned-flag`)}):G(y,{children:[i.passed_out&&G(`p`,{class:`sc-flag sc-flag-out`,children:U(`sc-passed-out-flag`)}),G(`p`,{class:`sc-stats`,children:[G(`span`,{class:`sc-health`,"aria-label":U(`sc-health-label`,{health:i.health}),children:[G(`span`,{"aria-hidden":`true`,children:[`♥`.repeat(i.health),`♡`.repeat(Math.max(0,6-i.health))]}),` `,U(`sc-health`,{health:i.health})]}),G(`span`,{children:i.place?Ro(i.place):U(`sc-tv-not-placed`)})]}),G(`p`,{class:`sc-stats`,children:[G(`span`,{children:U(`sc-small-keys`,{count:i.small_keys})}),G(`span`,{children:U(`sc-bombs-count`,{count:i.bombs})}),i.big_key&&G(`span`,{children:U(`sc-big-key-tag`)}),G(`span`,{children:U(`sc-relics`,{relics:a.length?a.join(`, `):U(`sc-relics-none`),count:a.length})})]}),i.treasures.length>0&&G(`ul`,{class:`sc-treasures`,children:i.treasures.map((e,t)=>G(`li`,{title:es(e.treasure),children:[Qo(e.treasure),` `,e.state===`FaceUp`?U(`sc-treasure-up`,{gems:An[e.treasure]}):e.state===`Lost`?U(`sc-treasure-lost`):U(`sc-treasure-stolen`)]},t))}),G(`p`,{class:`sc-gems`,children:i.gems===null?U(`sc-gems-hidden`):G(y,{children:[U(`sc-gems-label`),` `,G(`strong`,{children:i.gems}),i.gems_to_goal!==null&&!e.outcome&&` · ${U(`sc-gems-more`,{more:i.gems_to_goal})}`]})})]})]},i.seat)})})]})}function yc({lines:e,anchor:t,more:n,asking:r,onEarlier:i}){let a=z(null),o=z(null);return R(()=>{let e=a.current;if(!e)return;let n=o.current;e.scrollTop=n!==null&&n.anchor.syncV===t.syncV&&n.anchor.firstSeq!==null&&t.firstSeq!==null&&t.firstSeq<n.anchor.firstSeq?e.scrollTop+(e.scrollHeight-n.height):e.scrollHeight},[e.length,t.syncV,t.firstSeq]),R(()=>{let e=a.current;e&&(o.current={anchor:t,height:e.scrollHeight})}),G(`section`,{class:`sc-panel`,"aria-label":U(`sc-log`),children:[G(`h3`,{children:U(`sc-log-title`)}),n&&G(`button`,{type:`button`,class:`sc-log-earlier`,onClick:i,disabled:r,children:U(r?`sc-log-loading`:`sc-log-earlier`)}),G(`ol`,{class:`sc-log`,ref:a,tabIndex:0,"aria-label":U(`sc-log-label`),children:e.map((e,t)=>G(`li`,{class:`sc-log-${e.kind}`,children:[e.text,e.dice&&G(`span`,{class:`sc-log-dice`,"aria-hidden":`true`,children:e.dice.map((e,t)=>G(zs,{face:e,size:18},t))})]},t))})]})}function bc({view:e,names:t,state:n,onRematch:r,busy:i}){let a=e.outcome;if(!a)return null;let o=n.lobby,s=e.players[a.winner]?.character,c=a.winner===n.seat?U(`sc-you-win`):U(`sc-wins`,{name:t[a.winner]??``,character:s?Z(s):``}),l=o?.seats.filter(e=>e.rematch).map(e=>Qn(o,e.seat))??[],u=n.seat!==null&&o?.seats[n.seat]?.rematch===!0;return G(`section`,{class:`sc-panel sc-over`,"aria-label":U(`sc-over`),children:[G(`h3`,{class:`sc-over-title`,children:U(`sc-over-title`,{by:a.by,winner:c})}),G(`table`,{class:`sc-totals`,children:[G(`caption`,{children:U(`sc-totals`)}),G(`thead`,{children:G(`tr`,{children:[G(`th`,{scope:`col`,children:U(`sc-col-player`)}),G(`th`,{scope:`col`,children:U(`sc-col-character`)}),G(`th`,{scope:`col`,children:U(`sc-col-gems`)})]})}),G(`tbody`,{children:e.players.map(e=>G(`tr`,{children:[G(`td`,{children:Zn(t[e.seat]??``)}),G(`td`,{children:Z(e.character)}),G(`td`,{children:e.gems??`–`})]},e.seat))})]}),G(`p`,{class:`sc-over-actions`,children:[n.seat!==null&&G(`button`,{type:`button`,class:`sc-primary`,disabled:i||u,"aria-pressed":u,onClick:r,children:u?U(`sc-rematch-asked`):l.length>0?U(`sc-rematch-accept`):U(`sc-rematch`)}),l.length>0&&G(`span`,{children:[` `,u?U(`sc-rematch-asked-by-me`,{names:l.join(`, `)}):U(`sc-rematch-asks`,{names:l.join(`, `),count:l.length})]}),o?.game_id!=null&&G(`a`,{href:`/g/${o.game_id}`,class:`sc-replay-link`,children:U(`sc-replay-link`)})]})]})}function xc(){let e=(e,t,n=16)=>G(`li`,{children:[G(`svg`,{viewBox:`${-n} ${-n} ${2*n} ${2*n}`,width:`28`,height:`28`,"aria-hidden":`true`,children:e}),G(`span`,{children:t})]}),t=e=>({kind:e,facing:`SE`,holds_stolen:!1,health:1});return G(`details`,{class:`sc-legend`,children:[G(`summary`,{children:U(`sc-legend`)}),G(`p`,{children:U(`sc-legend-coords`)}),G(`ul`,{children:[e(G(Rs,{character:`Lancelot`,passedOut:!1,me:!0}),U(`sc-legend-character`)),e(G(Rs,{character:`Kay`,passedOut:!0,me:!1}),U(`sc-legend-passed-out`)),e(G(`circle`,{r:12,fill:`#fffbe6`,stroke:`#8d6e00`,"stroke-width":2}),U(`sc-legend-circle`)),e(G(`rect`,{x:-14,y:-14,width:28,height:28,fill:`url(#sc-hatch)`,stroke:`#b5ae9c`}),U(`sc-legend-unexplored`)),e(G(Ds,{}),U(`sc-legend-tree`)),e(G(Os,{}),U(`sc-legend-bush`)),e(G(ks,{}),U(`sc-legend-rock`)),e(G(Is,{enemy:t(`CarnivorousPlant`)}),U(`sc-legend-plant`)),e(G(Is,{enemy:t(`Mimic`)}),U(`sc-legend-mimic`)),e(G(Is,{enemy:t(`DarkKnight`)}),U(`sc-legend-dark-knight`)),e(G(As,{big:!1,open:!1}),U(`sc-legend-small-chest`)),e(G(As,{big:!0,open:!1}),U(`sc-legend-big-chest`)),e(G(Ps,{kind:`Fire`}),U(`sc-legend-relic`)),e(G(js,{big:!0}),U(`sc-legend-big-key`)),e(G(Ls,{item:`GreenGem`}),U(`sc-legend-gems`),9),e(G(Ls,{item:`Bomb`}),U(`sc-legend-bomb`),9),e(G(Ls,{item:`SmallKey`}),U(`sc-legend-small-key`),9),e(G(`text`,{y:5,class:`sc-ghost`,"text-anchor":`middle`,children:U(`sc-ghost-letter`,{symbol:`B`})}),U(`sc-legend-ghost`))]}),G(`ul`,{class:`sc-char-legend`,children:wo.map(e=>G(`li`,{children:[G(`strong`,{children:[To[e.name],` `,Z(e.name)]}),`: `,e.blurb]},e.name))})]})}var $=class extends Error{};function Sc(e){if(e===``)return[];if(!e.startsWith(`/`))throw new $(`path ${JSON.stringify(e)} does not start with /`);return e.slice(1).split(`/`).map(e=>e.replace(/~1/g,`/`).replace(/~0/g,`~`))}function Cc(e){return typeof e==`object`&&!!e&&!Array.isArray(e)}function wc(e,t,n){if(n&&e===`-`)return t;if(!/^(0|[1-9][0-9]*)$/.test(e))throw new $(`${JSON.stringify(e)} is not an array index`);let r=Number(e);if(r>t||!n&&r===t)throw new $(`index ${r} is out of bounds (length ${t})`);return r}function Tc(e,t){let n=Sc(t.path);if(n.length===0){if(t.op===`remove`)throw new $(`cannot remove the whole document`);return structuredClone(t.value)}let r=(e,i)=>{let a=n[i],o=i===n.length-1;if(Array.isArray(e)){let n=e.slice();if(o)t.op===`add`?n.splice(wc(a,e.length,!0),0,structuredClone(t.value)):t.op===`remove`?n.splice(wc(a,e.length,!1),1):n[wc(a,e.length,!1)]=structuredClone(t.value);else{let t=wc(a,e.length,!1);n[t]=r(e[t],i+1)}return n}if(Cc(e)){let n={...e};if(o){if(t.op===`add`)n[a]=structuredClone(t.value);else{if(!Object.prototype.hasOwnProperty.call(e,a))throw new $(`${t.op} of a missing key ${JSON.stringify(t.path)}`);t.op===`remove`?delete n[a]:n[a]=structuredClone(t.value)}}else{if(!Object.prototype.hasOwnProperty.call(e,a))throw new $(`no ${JSON.stringify(a)} on the way to ${JSON.stringify(t.path)}`);n[a]=r(e[a],i+1)}return n}throw new $(`${JSON.stringify(t.path)} goes through a ${e===null?`null`:typeof e}`)};return r(e,0)}function Ec(e,t){let n=e;for(let e of t)n=Tc(n,e);return n}function Dc(e){let{row:t,col:n}=ko(e);return[Math.floor(t/6),Math.floor(n/6),t,n]}function Oc(e,t){for(let n=0;n<e.length;n++)if(e[n]!==t[n])return e[n]<t[n];return!1}function kc(e,t,n,r){let i={...e};for(let[e,a]of Object.entries(t)){if(r.includes(e)||!(e in i))throw new $(`${n} has no field ${JSON.stringify(e)} to set`);i[e]=structuredClone(a)}return i}function Ac(e,t,n,r){let i=[...e];for(let e of t){let t=n(e),a=0;for(;a<i.length&&Oc(n(i[a]),t);)a++;a<i.length&&r(i[a],e)?i[a]=structuredClone(e):i.splice(a,0,structuredClone(e))}return i}function jc(e,t){if(e?.game!==`super_camelot`)throw new $(`a Super Camelot change without a Super Camelot view`);let n=kc(e,t.game??{},`the game view`,[`game`,`view`]),r=kc(n.view,t.view??{},`the view`,[`players`,`squares`,`tiles`]);if(t.players?.length){let e=[...r.players];for(let n of t.players){let t=n.seat;if(typeof t!=`number`||e[t]?.seat!==t)throw new $(`no player at seat ${String(t)}`);e[t]=kc(e[t],n,`a player`,[])}r={...r,players:e}}if(t.cleared?.length||t.squares?.length){let e=[...r.squares];for(let n of t.cleared??[]){let t=e.findIndex(e=>e.square===n);if(t<0)throw new $(`no square ${n} to clear`);e.splice(t,1)}e=Ac(e,t.squares??[],e=>Dc(e.square),(e,t)=>e.square===t.square),r={...r,squares:e}}if(t.tiles?.length){let e=Ac(r.tiles,t.tiles,e=>[e.slot.row,e.slot.col],(e,t)=>e.slot.row===t.slot.row&&e.slot.col===t.slot.col);r={...r,tiles:e}}return{...n,view:r}}function Mc(e,t,n){return t!=null||n!=null||e.kind===`acted`&&e.action.game===`camelot`}function Nc(e,t,n,r){let i=e;if(t.kind===`acted`&&t.action.game===`camelot`){if(i?.game!==`camelot`)throw new $(`a Camelot move without a Camelot view`);let e=t.action.move,n;try{n=va(i.position,e,i.ruleset)}catch(e){throw new $(`the held position does not read: ${String(e)}`)}if(!n)throw new $(`${e} does not play on the held view`);let r=+(i.to_move===0),{offer:a,offered:o,...s}=i,c=(o??[]).filter(e=>e!==s.to_move);i={...s,position:n.position,turn:r===0?`white`:`black`,to_move:r,last_move:e,captured:n.captured,ply:s.ply+1,moves:[...s.moves,e],...c.length>0?{offered:c}:{}}}return n&&(i=Ec(i,n)),r&&(i=jc(i,r)),i}function Pc(e){return{code:e,link:{state:`connecting`,attempt:0},v:null,resyncing:!1,lobby:null,game:null,seat:null,promptSecs:null,chat:[],events:[],rejected:null,inFlight:0,clockBase:null,history:null,historyBefore:null,notify:null,notifySaving:!1,notifyError:null}}function Fc(e,t){let n=e.length>=400?e.slice(e.length-400+1):e.slice();return n.push(t),n}var Ic=e=>({state:{...e,resyncing:!0},send:[{t:`resync`}]});function Lc(e,t,n=Date.now(),r=yn()){switch(t.t){case`welcome`:return{state:{...e,seat:t.seat,promptSecs:t.prompt_secs,link:{state:`open`},notify:t.seat===null?null:e.notify,notifySaving:!1,notifyError:null},send:[]};case`sync`:return{state:{...e,v:t.v,resyncing:!1,lobby:t.lobby,game:t.game,link:{state:`open`},clockBase:t.game?.clock?{elapsed:t.clock_elapsed_ms??0,at:r}:null,historyBefore:null},send:[]};case`event`:{if(e.resyncing)return{state:e,send:[]};if(e.v===null||t.v!==e.v+1)return Ic(e);let n=e.game,i=Mc(t.event,t.patch,t.change);if(i)try{n=Nc(e.game,t.event,t.patch,t.change)}catch(t){if(t instanceof $)return Ic(e);throw t}return{state:{...e,v:t.v,lobby:t.lobby??e.lobby,game:n,clockBase:n?.clock?On(e.game?.clock,n.clock)||!e.clockBase?{elapsed:0,at:r}:e.clockBase:null,events:Fc(e.events,{v:t.v,event:t.event,game:i?n:null})},send:[]}}case`seated`:return{state:{...e,seat:t.seat},send:[],token:t.token};case`notify`:return{state:{...e,notify:{offer:t.offer,settings:t.settings??null,secret:t.webhook_secret??null},notifySaving:!1,notifyError:null},send:[]};case`ack`:return{state:{...e,inFlight:Math.max(0,e.inFlight-1),rejected:null},send:[]};case`rejected`:return e.historyBefore!==null&&(t.code===`not_started`||t.code===`wrong_game`)?{state:{...e,historyBefore:null},send:[]}:t.code===`invalid_notify`?{state:{...e,notifySaving:!1,notifyError:t.message},send:[]}:{state:{...e,inFlight:Math.max(0,e.inFlight-1),rejected:{code:t.code,message:t.message,at:n},notifySaving:!1},send:[]};case`chat`:return{state:{...e,chat:Fc(e.chat,{seat:t.seat,name:t.name,text:t.text})},send:[]};case`history`:return{state:Rc(e,t),send:[]}}}function Rc(e,t){if(e.v===null||e.lobby?.game_no!==t.game_no)return e;let n=e.historyBefore,r=e.history;if(n!==null&&t.entries.every(e=>e.seq<n)){if(!r||r.gameNo!==t.game_no)return{...e,historyBefore:null};let n=r.entries[0]?.seq??1/0,i=t.entries.filter(e=>e.seq<n);return{...e,historyBefore:null,history:{...r,entries:i.concat(r.entries),more:t.more}}}return{...e,historyBefore:null,history:{gameNo:t.game_no,entries:t.entries,more:t.more,syncV:e.v}}}function zc(e){switch(e){case kn.NORMAL:return U(`lobby-closed-left`);case kn.UNSUPPORTED_VERSION:return U(`lobby-closed-version`);case kn.KICKED:return U(`lobby-closed-kicked`);case kn.LOBBY_CLOSED:return U(`lobby-closed-gone`);case kn.REPLACED:return U(`lobby-closed-replaced`);default:return null}}var Bc=e=>new WebSocket(e);function Vc(e){return`${e.protocol===`https:`?`wss:`:`ws:`}//${e.host}/ws`}var Hc=class{url;makeSocket;state;socket=null;listeners=new Set;timer=null;stopped=!1;leaving=!1;constructor(e,t=Vc(location),n=Bc){this.url=t,this.makeSocket=n,this.state=Pc(e)}subscribe(e){return this.listeners.add(e),e(this.state),()=>this.listeners.delete(e)}set(e){this.state=e;for(let t of this.listeners)t(e)}start(){this.stopped=!1,this.connect()}stop(){this.stopped=!0,this.timer&&clearTimeout(this.timer),this.timer=null;let e=this.socket;this.socket=null,e&&e.readyState<=1&&e.close(kn.NORMAL,`page closed`)}connect(){this.timer&&clearTimeout(this.timer),this.timer=null;let e=this.state.link.state===`reconnecting`?this.state.link.attempt:0;this.set({...this.state,link:{state:`connecting`,attempt:e}});let t=this.makeSocket(this.url);this.socket=t,t.onopen=()=>{let e=zn(this.state.code);this.raw({t:`hello`,protocol:13,lobby:this.state.code,token:e,last_v:this.state.v,lang:H()})},t.onmessage=e=>{if(t!==this.socket||typeof e.data!=`string`)return;let n;try{n=JSON.parse(e.data)}catch{this.raw({t:`resync`});return}n.t===`rejected`&&n.code===`bad_token`&&Vn(this.state.code);let r=Lc(this.state,n);r.token!==void 0&&Bn(this.state.code,r.token);let i=r.state.lobby?.game_id;i!=null&&r.state.seat!==null&&Yn(i,this.state.code),this.set(r.state);for(let e of r.send)this.raw(e)},t.onclose=e=>{if(t!==this.socket||(this.socket=null,this.stopped))return;if(e.code===kn.KICKED&&Vn(this.state.code),this.leaving&&e.code===1e3){this.leaving=!1,Vn(this.state.code),this.set({...this.state,seat:null,inFlight:0,notify:null,notifySaving:!1,notifyError:null}),this.connect();return}let n=zc(e.code);if(n){this.set({...this.state,link:{state:`closed`,why:n,code:e.code},inFlight:0});return}let r=this.state.link,i=r.state===`reconnecting`||r.state===`connecting`?r.attempt+1:1,a=Math.min(1e4,500*2**Math.min(i-1,5))*(.75+Math.random()*.5),o=U(e.code===1001?`lobby-lost-restart`:e.code===4002?`lobby-lost-behind`:e.code===4003?`lobby-lost-too-fast`:`lobby-lost`);this.set({...this.state,inFlight:0,link:{state:`reconnecting`,attempt:i,retryAt:Date.now()+a,why:o}}),this.timer=setTimeout(()=>this.connect(),a)},t.onerror=()=>{}}reconnectNow(){this.socket||(this.stopped=!1,this.connect())}raw(e){let t=this.socket;return!t||t.readyState!==1?!1:(t.send(JSON.stringify(e)),!0)}request(e){let t=this.raw(e);return t&&this.set({...this.state,inFlight:this.state.inFlight+1,rejected:null}),t}sit(e,t){return this.request({t:`sit`,name:e,seat:t??null})}act(e){return this.state.v!==null&&this.request({t:`act`,v:this.state.v,action:e})}resign(){return this.state.v!==null&&this.request({t:`resign`,v:this.state.v})}offer(e){return this.state.v!==null&&this.request({t:`offer`,v:this.state.v,offer:e})}answerOffer(e,t){return this.state.v!==null&&this.request({t:`answer_offer`,v:this.state.v,offer:e,accept:t})}withdrawOffer(e){return this.state.v!==null&&this.request({t:`withdraw_offer`,v:this.state.v,offer:e})}leave(){return this.leaving=this.raw({t:`leave`}),this.leaving}chat(e){return this.raw({t:`chat`,text:e})}send(e){return this.request(e)}notify(e){return this.raw({t:`notify`,settings:{...e,lang:e.lang??H()}})?(this.set({...this.state,notifySaving:!0,notifyError:null}),!0):!1}earlierHistory(){let e=this.state.history;if(!e||!e.more||this.state.historyBefore!==null)return!1;let t=e.entries[0]?.seq;return t===void 0||!this.raw({t:`history`,before:t})?!1:(this.set({...this.state,historyBefore:t}),!0)}clearRejected(){this.state.rejected&&this.set({...this.state,rejected:null})}},Uc={when:`always`,remind:!1};function Wc(e){return!!e&&(!!e.push||!!e.email||!!e.webhook)}function Gc(e){return e?{when:e.when,remind:e.remind}:Uc}function Kc(e){return{push:!!e.push_key,email:e.email,webhook:e.webhook}}function qc(e,t){let n={when:e.when,remind:e.remind},r=Kc(t);return e.push&&r.push&&(n.push={endpoint:e.push.endpoint,keys:{p256dh:e.push.keys.p256dh,auth:e.push.keys.auth}}),e.email&&r.email&&(n.email=e.email),e.webhook&&r.webhook&&(n.webhook=e.webhook),n}function Jc(e,t){return e.when===t.when&&e.remind===t.remind&&(e.email??null)===(t.email??null)&&(e.webhook??null)===(t.webhook??null)&&(e.push?.endpoint??null)===(t.push?.endpoint??null)&&(e.push?.keys.p256dh??null)===(t.push?.keys.p256dh??null)&&(e.push?.keys.auth??null)===(t.push?.keys.auth??null)}function Yc(e,t,n,r){let i=Wc(e)?{...e,when:t.when,remind:t.remind}:{...t},a;switch(n.t){case`when`:a={...i,when:n.when};break;case`remind`:a={...i,remind:n.remind};break;case`push`:a={...i,push:n.push};break;case`email`:a={...i,email:n.email===null?null:n.email.trim()||null};break;case`webhook`:a={...i,webhook:n.webhook===null?null:n.webhook.trim()||null}}a=qc(a,r);let o={when:a.when,remind:a.remind},s=Wc(e);return!s&&!Wc(a)||s&&Jc(qc(e,r),a)?{send:null,prefs:o}:{send:a,prefs:o}}function Xc(e){return e.secure?!e.serviceWorker||!e.pushManager||!e.notification?U(`notify-blocked-browser`):null:U(`notify-blocked-https`)}function Zc(e,t,n){let r=Kc(e);return{push:r.push,pushBlocked:r.push?t:null,email:r.email,webhook:r.webhook,remind:n,any:r.push||r.email||r.webhook}}function Qc(e,t){if(!e)return null;let n=qc(e,t),r=[n.push&&U(`notify-way-push`),n.email&&U(`notify-way-email`),n.webhook&&U(`notify-way-webhook`)].filter(Boolean);return r.length===0?null:U(`notify-summary`,{ways:r.length===1?r[0]:U(`notify-and`,{first:r.slice(0,-1).join(`, `),last:r[r.length-1]}),when:n.when===`away`?`away`:`always`})}var $c=e=>new TextEncoder().encode(e).length;function el(e){let t=e.trim();return t?$c(t)>512?U(`notify-address-too-long`):/^[^\s@]+@[^\s@]+$/.test(t)?null:U(`notify-email-bad`):U(`notify-email-empty`)}function tl(e){let t=e.trim();if(!t)return U(`notify-webhook-empty`);if($c(t)>512)return U(`notify-address-too-long`);let n;try{n=new URL(t)}catch{return U(`notify-webhook-not-url`)}return n.protocol!==`https:`&&n.protocol!==`http:`?U(`notify-webhook-scheme`):null}function nl(e){let t=e.replace(/-/g,`+`).replace(/_/g,`/`).replace(/=+$/,``),n=atob(t+`=`.repeat((4-t.length%4)%4)),r=new Uint8Array(n.length);for(let e=0;e<n.length;e++)r[e]=n.charCodeAt(e);return r}function rl(e){let t=e.keys?.p256dh,n=e.keys?.auth;return!e.endpoint||!t||!n?null:{endpoint:e.endpoint,keys:{p256dh:t,auth:n}}}var il=class extends Error{kind;cause;constructor(e,t){super(e),this.kind=e,this.cause=t}};function al(e,t){let n=t?`yes`:`no`;if(e instanceof il)switch(e.kind){case`denied`:return U(`notify-push-denied`);case`dismissed`:return U(`notify-push-dismissed`);case`worker`:return U(`notify-push-worker`,{others:n});case`keys`:return U(`notify-push-keys`,{others:n});case`timeout`:return U(`notify-push-timeout`,{others:n})}let r=e?.name;return r===`NotAllowedError`?U(`notify-push-denied`):U(r===`AbortError`?`notify-push-abort`:r===`NotSupportedError`?`notify-push-unsupported`:`notify-push-failed`,{others:n})}function ol(){return Xc({secure:globalThis.isSecureContext===!0,serviceWorker:typeof navigator<`u`&&`serviceWorker`in navigator,pushManager:`PushManager`in globalThis,notification:`Notification`in globalThis})}function sl(e,t){return new Promise((n,r)=>{let i=setTimeout(()=>r(new il(`timeout`)),t);e.then(e=>{clearTimeout(i),n(e)},e=>{clearTimeout(i),r(e)})})}function cl(e,t){return!e||e.byteLength!==t.length?!1:new Uint8Array(e).every((e,n)=>e===t[n])}async function ll(e){let t=await Notification.requestPermission();if(t===`denied`)throw new il(`denied`);if(t!==`granted`)throw new il(`dismissed`);return sl((async()=>{try{await navigator.serviceWorker.register(`/sw.js`,{scope:`/`})}catch(e){throw new il(`worker`,e)}let t=await navigator.serviceWorker.ready,n=nl(e),r=await t.pushManager.getSubscription();r&&!cl(r.options.applicationServerKey,n)&&(await r.unsubscribe(),r=null),r??=await t.pushManager.subscribe({userVisibleOnly:!0,applicationServerKey:n});let i=rl(r.toJSON());if(!i)throw new il(`keys`);return i})(),3e4)}function ul(e){let{id:t,saved:n}=e,[r,i]=I(n!==null),[a,o]=I(n??``),[s,c]=I(null);L(()=>{i(n!==null),o(n??``),c(null)},[n]);let l=()=>{let t=e.problem(a);c(t),t||e.onSave(a.trim())},u={value:a,maxLength:512,spellcheck:!1,"aria-invalid":s?!0:void 0,"aria-describedby":`notify-${t}-hint`,onInput:e=>o(e.target.value)};return G(`div`,{class:`notify-channel`,"data-testid":`notify-${t}`,children:[G(`label`,{class:`notify-switch`,children:[G(`input`,{type:`checkbox`,checked:r,disabled:e.disabled,onChange:t=>{let r=t.target.checked;i(r),c(null),!r&&n!==null&&e.onSave(null)}}),e.label,n!==null&&G(`span`,{class:`tag ok`,children:U(`notify-on`)})]}),r&&G(`form`,{class:`row notify-target`,noValidate:!0,onSubmit:e=>{e.preventDefault(),l()},children:[G(`label`,{class:`field grow`,children:[G(`span`,{children:e.field}),e.type===`email`?G(`input`,{type:`email`,autoComplete:`email`,...u}):G(`input`,{type:`url`,autoComplete:`off`,...u})]}),G(`button`,{type:`submit`,disabled:e.disabled||n!==null&&a.trim()===n,children:U(`notify-save`)})]}),r&&G(`p`,{class:s?`error small`:`muted small`,id:`notify-${t}-hint`,role:s?`alert`:void 0,children:s??e.hint}),e.children]})}function dl({session:e,state:t}){let n=t.notify,r=t.lobby,i=n.settings,[a,o]=I(!1),[s,c]=I(()=>Gc(i)),[l,u]=I(!1),[d,f]=I(null),[p,m]=I(``),[h,g]=I(`when`),[_]=I(ol),v=Zc(n.offer,_,nr(r.config)!==null),y=t.link.state!==`open`;L(()=>{i&&c(Gc(i))},[i,t.notifyError]);let b=z(!1);L(()=>{b.current&&!t.notifySaving&&m(t.notifyError?``:U(`notify-saved`)),b.current=t.notifySaving},[t.notifySaving,t.notifyError]);let x=z({settings:i,prefs:s,offer:n.offer});if(x.current={settings:i,prefs:s,offer:n.offer},!v.any)return null;let S=t=>{let n=x.current,r=Yc(n.settings,n.prefs,t,n.offer);return c(r.prefs),m(``),g(t.t),r.send?e.notify(r.send)?!0:(m(U(`notify-offline`)),!1):((t.t===`when`||t.t===`remind`)&&m(U(`notify-noted`)),!0)},C=async e=>{if(f(null),!e)S({t:`push`,push:null});else{u(!0);try{let e=await ll(n.offer.push_key);S({t:`push`,push:e})}catch(e){f(al(e,v.email||v.webhook))}finally{u(!1)}}},w=r.config.game===`camelot`?`move`:`turn`,T=e=>t.notifyError&&(h===e||e===`when`&&h===`remind`)&&G(`p`,{class:`error small`,role:`alert`,"data-testid":`notify-error`,children:an(`invalid_notify`,t.notifyError)}),E=Qc(i,n.offer);return G(`section`,{class:`card notify`,"aria-labelledby":`notify-title`,"data-testid":`notify-panel`,children:[G(`h2`,{id:`notify-title`,class:`notify-title`,children:G(`button`,{type:`button`,class:`disclosure`,"aria-expanded":a,"aria-controls":`notify-body`,onClick:()=>o(!a),children:[G(`span`,{class:`disclosure-mark`,"aria-hidden":`true`,children:a?`▾`:`▸`}),G(`span`,{children:U(`notify-title`)}),G(`span`,{class:E?`tag ok`:`tag`,"data-testid":`notify-on`,children:U(E?`notify-on`:`notify-off`)})]})}),G(`p`,{class:`muted small notify-intro`,"data-testid":`notify-summary`,children:E??U(`notify-off-summary`)}),G(`div`,{id:`notify-body`,hidden:!a,children:[G(`p`,{class:`notify-intro small`,children:U(`notify-ways`,{per:w})}),v.push&&G(`div`,{class:`notify-channel`,"data-testid":`notify-push`,children:[v.pushBlocked?G(`p`,{class:`muted small`,children:Nr(`notify-push-blocked`,{label:G(`strong`,{children:U(`notify-push-label`)})},{why:v.pushBlocked})}):G(`label`,{class:`notify-switch`,children:[G(`input`,{type:`checkbox`,checked:!!i?.push||l,disabled:l||y,"aria-describedby":`notify-push-help`,onChange:e=>void C(e.target.checked)}),U(`notify-push-switch`),i?.push&&G(`span`,{class:`tag ok`,children:U(`notify-on`)})]}),!v.pushBlocked&&G(`p`,{class:`muted small`,id:`notify-push-help`,children:U(l?`notify-push-asking`:`notify-push-help`)}),d&&G(`p`,{class:`error small`,role:`alert`,"data-testid":`push-error`,children:d}),T(`push`)]}),v.email&&G(ul,{id:`email`,label:U(`notify-email-label`),field:U(`notify-email-field`),type:`email`,hint:U(`notify-email-hint`),saved:i?.email??null,problem:el,disabled:y,onSave:e=>S({t:`email`,email:e}),children:T(`email`)}),v.webhook&&G(ul,{id:`webhook`,label:U(`notify-webhook-label`),field:U(`notify-webhook-field`),type:`url`,hint:U(`notify-webhook-hint`),saved:i?.webhook??null,problem:tl,disabled:y,onSave:e=>S({t:`webhook`,webhook:e}),children:[T(`webhook`),i?.webhook&&n.secret&&G(`div`,{class:`notify-secret`,children:[G(`span`,{class:`label`,id:`webhook-secret-label`,children:U(`notify-secret-label`)}),G(`code`,{"data-testid":`webhook-secret`,"aria-labelledby":`webhook-secret-label`,children:n.secret}),G(`p`,{class:`muted small`,children:Nr(`notify-secret-help`,{header:G(`code`,{children:`X-Albion-Signature`}),prefix:G(`code`,{children:`sha256=`})})})]})]}),G(`div`,{class:`notify-channel`,children:[G(`fieldset`,{class:`notify-when`,disabled:y,children:[G(`legend`,{children:U(`notify-when-legend`)}),G(`label`,{children:[G(`input`,{type:`radio`,name:`notify-when`,value:`always`,checked:s.when===`always`,onChange:()=>S({t:`when`,when:`always`})}),U(`notify-when-always`,{per:w})]}),G(`label`,{children:[G(`input`,{type:`radio`,name:`notify-when`,value:`away`,checked:s.when===`away`,onChange:()=>S({t:`when`,when:`away`})}),U(`notify-when-away`)]})]}),v.remind&&G(`label`,{class:`notify-switch plain`,children:[G(`input`,{type:`checkbox`,checked:s.remind,disabled:y,onChange:e=>S({t:`remind`,remind:e.target.checked})}),U(`notify-remind`)]})]}),T(`when`),G(`p`,{class:`muted small notify-note`,role:`status`,"data-testid":`notify-status`,children:t.notifySaving?U(`notify-saving`):p})]})]})}var fl=new Set([`stale_version`,`out_of_turn`,`illegal_action`,`game_over`,`wrong_game`,`not_started`,`time_up`]);function pl(e){let t=B(()=>new Hc(e),[e]),[n,r]=I(t.state);return L(()=>{let e=t.subscribe(r);return t.start(),()=>{e(),t.stop()}},[t]),[t,n]}function ml({session:e,state:t}){let n=t.link,[,r]=I(0);if(L(()=>{if(n.state!==`reconnecting`)return;let e=setInterval(()=>r(e=>e+1),500);return()=>clearInterval(e)},[n.state]),n.state===`open`||n.state===`connecting`&&t.v===null&&n.attempt===0)return null;let i,a=null;if(n.state===`closed`)i=n.why,n.code===kn.REPLACED?a=G(`button`,{type:`button`,onClick:()=>e.reconnectNow(),children:U(`lobby-play-here`)}):(n.code===kn.LOBBY_CLOSED||n.code===kn.KICKED)&&(a=G(`a`,{href:`/`,children:U(`lobby-start-page`)}));else if(n.state===`reconnecting`){let t=Math.max(0,Math.ceil((n.retryAt-Date.now())/1e3));i=U(`lobby-reconnecting-in`,{why:n.why,secs:t,attempt:n.attempt}),a=G(`button`,{type:`button`,onClick:()=>e.reconnectNow(),children:U(`lobby-retry`)})}else i=U(`lobby-reconnecting`);return G(`div`,{class:`banner`,"data-testid":`connection`,role:`status`,"aria-live":`polite`,children:[G(`span`,{children:i}),a]})}function hl({code:e}){let t=`${location.origin}/l/${e}`,[n,r]=I(!1);return G(`div`,{class:`invite`,children:[G(`span`,{class:`label`,children:U(`lobby-invite`)}),G(`code`,{"data-testid":`invite-link`,children:t}),G(`button`,{type:`button`,onClick:async()=>{try{await navigator.clipboard.writeText(t),r(!0),setTimeout(()=>r(!1),2e3)}catch{let e=document.querySelector(`[data-testid=invite-link]`);e&&getSelection()?.selectAllChildren(e)}},children:U(`lobby-copy-invite`)}),G(`span`,{role:`status`,class:`muted`,children:n?U(`lobby-copied`):``})]})}function gl(e){let t=e.seats.filter(e=>e.name===null).length;switch(e.status){case`open`:return t>0?U(`lobby-waiting-players`,{count:t}):U(`lobby-waiting-ready`);case`playing`:return U(`lobby-game-playing`,{n:e.game_no});case`finished`:return U(`lobby-game-over`,{n:e.game_no});case`aborted`:return U(`lobby-game-aborted`)}}function _l(e){let{lobby:t,game:n,seat:r}=e;if(!t||!n||r===null||t.status!==`playing`)return!1;if(n.game===`camelot`)return n.to_move===r;let i=n.view;return!i.outcome&&(i.pending?.seat??i.active)===r}function vl(e){let t=e.code,n=e.seat!==null&&e.lobby!==null,r=_l(e);L(()=>{yr.setLive(t,n?r:null)},[t,n,r]),L(()=>()=>{yr.setLive(t,null),yr.refresh()},[t])}function yl({days:e,per:t}){return G(`p`,{class:`correspondence-note`,"data-testid":`correspondence-note`,children:Nr(`lobby-correspondence`,{label:G(`strong`,{children:U(`lobby-correspondence-label`)}),games:G(`a`,{href:`/games`,children:U(`app-my-games`)})},{per:t,days:e})})}function bl(e){let t=e.lobby;if(!t||t.status!==`playing`||e.seat===null)return!1;let n=t.seats[e.seat];if(!n||n.bot||n.abandoned)return!1;let r=e.game;return!(r?.game===`super_camelot`&&r.view.players[e.seat]?.resigned)}function xl({session:e,state:t}){let n=t.lobby,r=t.seat!==null&&n.host===t.seat,i=n.config.game===`super_camelot`,a=e=>U(`lobby-side`,{seat:e}),o=bl(t);return G(`ul`,{class:`seats`,"aria-label":U(`lobby-seats`),children:n.seats.map(s=>G(`li`,{class:s.seat===t.seat?`mine`:``,children:[G(`span`,{class:`seat-no`,children:n.config.game===`camelot`?a(s.seat):U(`app-seat`,{n:s.seat+1})}),G(`span`,{class:`seat-name`,children:[s.name?Zn(s.name):G(`em`,{class:`muted`,children:U(`lobby-free`)}),s.seat===t.seat&&G(`span`,{class:`tag`,children:U(`lobby-you`)}),n.host===s.seat&&G(`span`,{class:`tag`,children:U(`lobby-host`)})]}),i&&s.character&&G(`span`,{class:`tag`,children:Z(s.character)}),s.name&&n.status===`open`&&G(`span`,{class:s.ready?`tag ok`:`tag`,children:s.ready?U(`lobby-ready-tag`):U(`lobby-not-ready-tag`)}),s.name&&n.status===`finished`&&s.rematch&&G(`span`,{class:`tag ok`,children:U(`lobby-wants-rematch`)}),s.bot?G(`span`,{class:`tag`,"data-testid":`bot-tag`,children:$n(s.bot)}):s.abandoned?G(`span`,{class:`tag warn`,children:U(`lobby-left-tag`)}):s.name&&!s.connected&&G(`span`,{class:`tag warn`,children:U(`lobby-away-tag`)}),r&&n.status===`open`&&s.name&&s.seat!==t.seat&&G(`button`,{type:`button`,class:`small`,onClick:()=>e.send({t:`kick`,seat:s.seat}),children:s.bot?U(`lobby-remove-bot`,{bot:$n(s.bot)}):U(`lobby-kick`,{name:Zn(s.name)})}),s.abandoned&&!s.bot&&o&&s.seat!==t.seat&&G(`span`,{class:`row wrap`,children:[n.config.game===`camelot`&&G(`button`,{type:`button`,class:`small`,disabled:t.v===null,onClick:()=>t.v!==null&&e.send({t:`claim_win`,v:t.v}),children:U(`lobby-claim-win`)}),G(`button`,{type:`button`,class:`small`,onClick:()=>e.send({t:`add_bot`,seat:s.seat,level:`medium`}),"aria-label":U(`lobby-hand-over-label`,{name:Qn(n,s.seat)}),children:U(`lobby-hand-over`)})]})]},s.seat))})}var Sl=[`easy`,`medium`,`hard`];function Cl({session:e,state:t}){let n=t.lobby,[r,i]=I(`medium`);return t.seat===null||n.host!==t.seat||n.status!==`open`||!n.seats.some(e=>e.name===null)?null:G(`form`,{class:`row wrap add-bot`,onSubmit:t=>{t.preventDefault(),e.send({t:`add_bot`,level:r})},children:[G(`label`,{class:`field`,children:[G(`span`,{children:U(`lobby-bot-level`)}),G(`select`,{value:r,onChange:e=>i(e.target.value),children:Sl.map(e=>G(`option`,{value:e,children:U(`lobby-level`,{level:e})},e))})]}),G(`button`,{type:`submit`,children:U(`lobby-add-bot`)})]})}function wl({session:e,state:t}){let n=t.lobby!==null&&t.link.state===`open`&&t.v!==null;return L(()=>{if(!n||t.seat!==null||t.lobby?.status!==`open`)return;let r=qn(t.code);r&&t.lobby.seats.find(e=>e.seat===r.seat&&e.name===null)&&e.sit(r.name,r.seat)},[n]),null}function Tl({lobby:e}){return G(`p`,{class:`spectator-note`,"data-testid":`spectator-note`,role:`status`,children:U(`lobby-spectator-note`,{playing:e.status===`playing`?`yes`:`no`})})}function El({session:e,state:t}){let n=t.lobby,[r,i]=I(Ln),a=n.seats.filter(e=>e.name===null);if(a.length===0)return G(Tl,{lobby:n});let o=t=>{let n=r.trim();Rn(n),e.sit(n,t)};return G(`form`,{class:`sit`,onSubmit:e=>{e.preventDefault(),o(a[0].seat)},children:[G(`label`,{class:`field`,children:[G(`span`,{children:U(`lobby-name`)}),G(`input`,{value:r,maxLength:32,autoComplete:`nickname`,required:!0,onInput:e=>i(e.target.value)})]}),G(`div`,{class:`row wrap`,children:a.map(e=>G(`button`,{type:`button`,class:`primary`,disabled:!r.trim(),"aria-describedby":r.trim()?void 0:`sit-why`,title:r.trim()?void 0:U(`lobby-name-first`),onClick:()=>o(e.seat),"aria-label":U(`lobby-sit`,{n:e.seat+1}),children:n.config.game===`camelot`?U(`lobby-sit-side`,{n:e.seat+1,side:U(`lobby-side`,{seat:e.seat})}):U(`lobby-sit`,{n:e.seat+1})},e.seat))}),r.trim()?G(`p`,{class:`muted small`,children:U(`lobby-watching-until`)}):G(`p`,{class:`muted small`,id:`sit-why`,"data-testid":`sit-why`,children:U(`lobby-sit-why`)})]})}function Dl({session:e,state:t}){let n=t.lobby,r=t.seat===null?null:n.seats[t.seat]?.character??null,i=new Map;for(let e of n.seats)e.character&&e.seat!==t.seat&&i.set(e.character,e.seat);return G(`fieldset`,{class:`characters`,children:[G(`legend`,{children:U(`lobby-character`)}),G(`p`,{class:`muted small`,children:U(`lobby-character-help`)}),G(`div`,{class:`character-grid`,children:wo.map(t=>{let a=i.get(t.name);return G(`button`,{type:`button`,class:r===t.name?`character chosen`:`character`,"aria-pressed":r===t.name,disabled:a!==void 0,"data-character":t.name,onClick:()=>e.send({t:`character`,character:t.name}),children:[G(`strong`,{children:Z(t.name)}),G(`span`,{children:t.blurb}),a!==void 0&&G(`em`,{children:U(`lobby-character-taken`,{name:Qn(n,a)})})]},t.name)})})]})}function Ol({session:e,state:t}){let n=t.lobby;if(t.seat===null)return G(El,{session:e,state:t});let r=n.seats[t.seat],i=n.host===t.seat,a=n.seats.every(e=>e.name!==null&&e.ready);return G(`div`,{class:`before-start`,children:[n.config.game===`super_camelot`&&G(Dl,{session:e,state:t}),G(Cl,{session:e,state:t}),G(`div`,{class:`row wrap`,children:[G(`button`,{type:`button`,class:r?.ready?`toggle on`:`toggle`,"aria-pressed":r?.ready??!1,onClick:()=>e.send({t:`ready`,ready:!r?.ready}),children:r?.ready?U(`lobby-ready-on`):U(`lobby-ready`)}),i&&G(`button`,{type:`button`,class:`primary`,disabled:!a,onClick:()=>e.send({t:`start`}),children:U(`lobby-start`)}),G(`button`,{type:`button`,onClick:()=>e.leave(),children:U(`lobby-leave`)})]}),G(`p`,{class:`muted small`,children:U(i?a?`lobby-all-ready`:`lobby-host-help`:`lobby-guest-help`)})]})}function kl({session:e,state:t}){let[n,r]=I(``),i=z(null);return L(()=>{let e=i.current;e&&(e.scrollTop=e.scrollHeight)},[t.chat.length]),G(`section`,{class:`card chat`,"aria-labelledby":`chat-title`,children:[G(`h2`,{id:`chat-title`,children:U(`lobby-chat`)}),G(`ol`,{ref:i,"aria-live":`polite`,children:[t.chat.length===0&&G(`li`,{class:`muted`,children:U(`lobby-chat-empty`)}),t.chat.map((e,t)=>G(`li`,{children:[G(`strong`,{children:U(e.seat===null?`lobby-chat-watcher`:`lobby-chat-player`,{name:Zn(e.name)})}),` `,Zn(e.text)]},t))]}),G(`form`,{class:`row`,onSubmit:t=>{t.preventDefault(),n.trim()&&e.chat(n)&&r(``)},children:[G(`label`,{class:`field grow`,children:[G(`span`,{class:`visually-hidden`,children:U(`lobby-chat-message`)}),G(`input`,{value:n,maxLength:500,placeholder:U(`lobby-chat-placeholder`),"aria-label":U(`lobby-chat-message`),onInput:e=>r(e.target.value)})]}),G(`button`,{type:`submit`,disabled:t.link.state!==`open`,children:U(`lobby-chat-send`)})]})]})}function Al({code:e}){let[t,n]=pl(e);vl(n);let r=n.lobby,i=n.rejected&&!fl.has(n.rejected.code)?n.rejected:null;if(!r)return G(y,{children:[G(ml,{session:t,state:n}),n.link.state!==`closed`&&G(`p`,{class:`muted`,children:U(`lobby-joining`,{code:e})})]});let a=n.game;return G(`div`,{class:`lobby ${a?`with-game`:``}`,children:[G(wl,{session:t,state:n}),G(ml,{session:t,state:n}),G(`section`,{class:`card lobby-head`,"aria-labelledby":`lobby-title`,children:[G(`h1`,{id:`lobby-title`,children:rr(r.config)}),G(`p`,{class:`status`,children:[gl(r),r.spectators>0?` · ${U(`lobby-spectators`,{count:r.spectators})}`:``,n.seat===null?` · ${U(`lobby-you-watch`)}`:``]}),G(`p`,{class:`rules-link`,children:G(`a`,{href:r.config.game===`camelot`?W(`camelot`):W(`super-camelot`),...xr,children:U(r.config.game===`camelot`?`lobby-rules-camelot`:`lobby-rules-super-camelot`)})}),nr(r.config)!==null&&G(yl,{days:nr(r.config),per:r.config.game===`camelot`?`move`:`turn`}),G(hl,{code:r.code}),G(xl,{session:t,state:n}),r.status===`open`&&G(Ol,{session:t,state:n}),r.status!==`open`&&n.seat===null&&n.lobby?.seats.every(e=>e.name!==null)&&G(Tl,{lobby:r}),i&&G(`p`,{class:`error`,role:`alert`,children:an(i.code,i.message)})]}),a&&G(`section`,{id:`game`,"aria-labelledby":`game-title`,children:[G(`h2`,{id:`game-title`,class:`visually-hidden`,children:U(`lobby-game`)}),a.game===`camelot`?G(ho,{session:t,state:n}):G(oc,{session:t,state:n})]}),n.seat!==null&&n.notify&&G(dl,{session:t,state:n}),G(kl,{session:t,state:n})]})}function jl(){let[e,t]=I(yr.snapshot);return L(()=>{let e=yr.subscribe(t);return yr.refresh(),e},[]),e}function Ml(e){let[t,n]=I(Date.now);return L(()=>{let t=setInterval(()=>n(Date.now()),e);return()=>clearInterval(t)},[e]),t}function Nl({g:e,now:t}){let n=sr(e),r=n.kind===`your_turn`||n.kind===`their_turn`?mr(e.deadline_ms,t):null,i=ar(e),a=nr(e.lobby.config),o=new Date(e.created_at*1e3);return G(`li`,{class:`my-game ${n.kind}`,"data-testid":`my-game-${e.lobby.code}`,children:G(`a`,{href:`/l/${e.lobby.code}`,children:[G(`span`,{class:`my-game-main`,children:[G(`strong`,{class:`my-game-title`,children:rr(e.lobby.config)}),G(`span`,{class:`my-game-vs`,children:[U(`games-vs`,{names:i.join(`, `)}),a?G(`span`,{class:`tag`,children:U(`games-correspondence`)}):null]})]}),G(`span`,{class:`my-game-state`,children:[G(`span`,{class:`my-game-status status-${n.kind}`,"data-testid":`my-game-status`,children:n.text}),r&&G(`span`,{class:`my-game-left`,"data-testid":`my-game-left`,children:r})]}),G(`span`,{class:`my-game-meta`,children:[G(`code`,{children:e.lobby.code}),G(`time`,{dateTime:o.toISOString(),title:o.toLocaleString(H()),children:o.toLocaleDateString(H(),{day:`numeric`,month:`short`})}),G(`span`,{class:`my-game-open`,"aria-hidden":`true`,children:U(`games-open`)})]})]})})}function Pl(){let e=jl(),t=Ml(1e3),n=e.games;return G(`section`,{class:`card my-games`,"aria-labelledby":`my-games-title`,children:[G(`div`,{class:`my-games-head`,children:[G(`h1`,{id:`my-games-title`,children:U(`games-heading`)}),e.yourTurn>0&&G(`span`,{class:`tag turn`,"data-testid":`your-turn-count`,children:U(`games-waiting-count`,{count:e.yourTurn})})]}),G(`p`,{class:`muted small`,children:U(`games-intro`)}),e.error&&G(`p`,{class:`error`,role:`alert`,children:e.error}),n===null&&!e.error&&G(`p`,{class:`muted`,children:U(`games-loading`)}),n?.length===0&&G(`div`,{class:`empty`,"data-testid":`my-games-empty`,children:[G(`p`,{children:G(`strong`,{children:U(`games-empty`)})}),G(`p`,{class:`muted`,children:Nr(`games-empty-help`,{create:G(`a`,{href:`/`,children:U(`games-empty-create`)})})})]}),n&&n.length>0&&G(`ul`,{class:`my-game-list`,children:n.map(e=>G(Nl,{g:e,now:t},e.lobby.code))})]})}function Fl(e){let t=[];for(let n of e)for(let e of n.events)e.form===`move`&&t.push({seat:n.seat,move:e.move,position:e.position,captured:e.captured});return t}function Il(e,t){return t instanceof sn?t.status===404?U(`replay-not-found`,{id:String(e)}):t.status===409?U(`replay-in-progress`,{id:String(e)}):t.status===429?U(`replay-busy`):t.message:U(`replay-load-failed`)}function Ll(e){return e===null?null:new Date(e*1e3).toLocaleString(H(),{dateStyle:`medium`,timeStyle:`short`})}function Rl(e){if(e.started_at===null||e.ended_at===null)return null;let t=Math.max(0,e.ended_at-e.started_at);if(t<60)return U(`replay-duration-secs`,{secs:t});let n=Math.round(t/60);return n<60?U(`replay-duration-minutes`,{minutes:n}):U(`replay-duration-hours`,{hours:Math.floor(n/60),minutes:n%60})}var zl=new Set([`grail`,`gems`,`resignation`]);function Bl(e,t){let n=e.winners[0];return n===void 0?U(`replay-sc-no-winner`,{reason:e.reason}):U(`replay-sc-wins`,{name:t[n]??U(`app-seat`,{n:n+1}),how:zl.has(e.reason)?e.reason:`other`,reason:e.reason})}function Vl(e){let{id:t}=e,[n,r]=I(null),[i,a]=I(null);if(L(()=>{let e=!0;return r(null),a(null),mn(t,Xn(t)).then(t=>{e&&r(t)},n=>{e&&a(Il(t,n))}),()=>{e=!1}},[t]),i)return G(`div`,{class:`cm-replay card`,children:[G(`h1`,{children:U(`replay-title`,{id:String(t)})}),G(`p`,{role:`alert`,"data-testid":`replay-error`,children:i}),G(`p`,{children:G(`a`,{href:`/`,children:U(`replay-back`)})})]});if(!n)return G(`div`,{class:`cm-replay card`,children:G(`p`,{"aria-live":`polite`,children:U(`replay-loading`,{id:String(t)})})});let o=n.players.map(e=>e.name?Zn(e.name):U(`app-seat`,{n:e.seat+1})),s=n.config.game===`camelot`,c=n.config.game===`camelot`?U(`replay-camelot-title`,{ruleset:n.config.ruleset}):U(`replay-sc-title`,{players:n.players.length}),l=n.result?s?Oi(n.result,o):Bl(n.result,o):U(`replay-aborted`),u=Ll(n.started_at),d=Rl(n);return G(`div`,{class:`cm-replay`,children:[G(`header`,{class:`cm-replay-head card`,children:[G(`h1`,{children:c}),G(`p`,{children:n.players.map((e,t)=>G(`span`,{children:[t>0?` · `:``,G(`strong`,{children:o[t]}),s?` (${xi[Ci(e.seat)]})`:e.character?` (${Z(e.character)})`:``,e.bot?`, ${$n(e.bot)}`:``]},e.seat))}),G(`p`,{"data-testid":`replay-result`,children:G(`strong`,{children:l})}),G(`p`,{class:`cm-muted`,children:[n.lobby===`private`?U(`replay-game-private`,{n:n.game_no}):U(`replay-game-of-lobby`,{n:n.game_no,lobby:n.lobby}),u?` · ${u}`:``,d?` · ${d}`:``]})]}),G(s?Gl:ql,{record:n,names:o})]})}function Hl(e){return G(`svg`,{class:`cm-step-icon`,viewBox:`0 0 16 16`,width:`16`,height:`16`,"aria-hidden":`true`,children:G(`path`,{d:{first:`M4 3h2v10H4z M13 3v10L7 8z`,prev:`M11 3v10L5 8z`,next:`M5 3v10l6-5z`,last:`M10 3h2v10h-2z M3 3v10l6-5z`}[e.kind],fill:`currentColor`})})}function Ul(e){try{return ti(e)}catch(e){if(e instanceof K)return null;throw e}}function Wl(e,t,n){return e===0||!n?U(`replay-start`):U(`replay-step`,{number:wi(e-1),move:n.move,step:e,n:t})}function Gl(e){let{record:t,names:n}=e,r=B(()=>Fl(t.steps),[t]),i=B(()=>r.map(e=>e.move),[r]),[a,o]=I(0),[s,c]=I(!1),l=r.length,u=e=>o(Math.max(0,Math.min(l,e)));L(()=>{let e=e=>{if(e.altKey||e.ctrlKey||e.metaKey)return;let t=e.target;if(t&&(t.tagName===`INPUT`||t.tagName===`TEXTAREA`||t.tagName===`SELECT`||t.isContentEditable))return;let n=null;if(e.key===`ArrowLeft`?n=e=>e-1:e.key===`ArrowRight`?n=e=>e+1:e.key===`Home`?n=()=>0:e.key===`End`&&(n=()=>l),n===null)return;e.preventDefault();let r=n;o(e=>Math.max(0,Math.min(l,r(e))))};return window.addEventListener(`keydown`,e),()=>window.removeEventListener(`keydown`,e)},[l]);let d=a>0?r[a-1]:void 0,f=Ul(d?d.position:Kr),p=t.steps.filter(e=>e.action.kind!==`act`),m=p.at(-1),h=d?U(`replay-board-label`,{number:wi(a-1),side:xi[Ci(d.seat)],move:d.move,step:a,n:l}):U(`replay-board-start`,{n:l});return G(`div`,{class:`cm-replay-body card`,children:G(`div`,{class:`cm-layout`,children:[G(`div`,{class:`cm-main`,children:[G(`div`,{class:`cm-stepper`,role:`group`,"aria-label":U(`replay-stepper`),children:[G(`button`,{type:`button`,onClick:()=>u(0),disabled:a===0,"aria-label":U(`replay-first`),title:tn(`replay-first`,`title`),children:G(Hl,{kind:`first`})}),G(`button`,{type:`button`,onClick:()=>u(a-1),disabled:a===0,"aria-label":U(`replay-prev`),title:tn(`replay-prev`,`title`),children:G(Hl,{kind:`prev`})}),G(`span`,{class:`cm-step-count`,"aria-live":`polite`,"data-testid":`replay-step`,children:Wl(a,l,d)}),G(`button`,{type:`button`,onClick:()=>u(a+1),disabled:a===l,"aria-label":U(`replay-next`),title:tn(`replay-next`,`title`),children:G(Hl,{kind:`next`})}),G(`button`,{type:`button`,onClick:()=>u(l),disabled:a===l,"aria-label":U(`replay-last`),title:tn(`replay-last`,`title`),children:G(Hl,{kind:`last`})}),G(`button`,{type:`button`,onClick:()=>c(!s),"aria-pressed":s,children:U(`replay-flip`)})]}),G(`p`,{class:`cm-muted cm-caption`,children:[d?U(d.captured.length?`replay-played-capturing`:`replay-played`,{name:n[d.seat],side:xi[Ci(d.seat)],number:wi(a-1),move:d.move,captured:d.captured.join(`, `)}):U(`replay-start-position`),a===l&&m?` ${U(`replay-then`,{what:tr(m.action,n[m.seat]??U(`app-seat`,{n:m.seat+1}))})}`:``]}),f?G(yi,{position:f,flipped:s,label:h,lastMove:d?ii(d.move):[],captured:d?d.captured:[]}):G(`p`,{role:`alert`,children:U(`replay-bad-position`)})]}),G(`aside`,{class:`cm-side`,children:[G(`section`,{"aria-label":U(`replay-moves`),children:[G(`h2`,{children:U(`replay-moves`)}),G(Ii,{moves:i,current:a-1,onPick:e=>u(e+1)}),p.map(e=>G(`p`,{class:`cm-muted`,children:tr(e.action,n[e.seat]??U(`app-seat`,{n:e.seat+1}))},e.seq))]}),G(`p`,{children:t.lobby===`private`?G(`a`,{class:`cm-download`,href:_n(t.id),onClick:e=>{e.preventDefault(),vn(t.id,Xn(t.id)).then(e=>{let n=URL.createObjectURL(new Blob([e],{type:`text/plain`})),r=document.createElement(`a`);r.href=n,r.download=`albion-game-${t.id}.txt`,r.click(),URL.revokeObjectURL(n)})},children:U(`replay-download`)}):G(`a`,{class:`cm-download`,href:_n(t.id),download:`albion-game-${t.id}.txt`,children:U(`replay-download`)})})]})]})})}function Kl(e){let t=e.trim();return/[.!?…]$/.test(t)?t:`${t}.`}function ql(e){let{record:t,names:n}=e;return G(`section`,{class:`card`,"aria-label":U(`replay-log`),children:[G(`h2`,{children:U(`replay-log`)}),t.steps.length===0?G(`p`,{class:`cm-muted`,children:U(`replay-nothing`)}):G(`ol`,{class:`cm-log`,children:t.steps.map(e=>{let t=n[e.seat]??U(`app-seat`,{n:e.seat+1}),r=e.events.flatMap((t,n)=>t.form===`move`?[]:[{text:Kl(e.lines[n]??``),private:t.form===`private`}]);return(r.length===0||e.action.kind!==`act`&&e.action.kind!==`resign`)&&r.unshift({text:tr(e.action,t),private:!1}),G(`li`,{class:e.events.some(e=>e.form===`public`&&e.event.type===`turn_started`)?`cm-turn`:void 0,children:r.map((e,t)=>G(`span`,{class:e.private?`cm-private`:void 0,children:[t>0?` `:``,e.text]},t))},e.seq)})})]})}var Jl=(function(){let e=typeof document<`u`&&document.createElement(`link`).relList;return e&&e.supports&&e.supports(`modulepreload`)?`modulepreload`:`preload`})(),Yl=function(e){return`/`+e},Xl={},Zl={},Ql=function(e){return e.pathname.endsWith(`.css`)},$l=function(e,t,n){if(t in e)return e[t];let r=n();if(!r){e[t]=void 0;return}let i=r.then(()=>{e[t]=void 0},n=>{throw delete e[t],n});return e[t]=i,i},eu=function(e,t,n){let r=Promise.resolve();if(t&&t.length>0){let e,i=document.querySelector(`meta[property=csp-nonce]`),a=i?.nonce||i?.getAttribute(`nonce`);function o(e){return Promise.all(e.map(e=>Promise.resolve(e).then(e=>({status:`fulfilled`,value:e}),e=>({status:`rejected`,reason:e}))))}function s(e){return import.meta.resolve?new URL(import.meta.resolve(e)):new URL(e,import.meta.url)}r=o(t.map(t=>{t=Yl(t,n);let r=s(t),i=Ql(r);return $l(Xl,r.href,()=>{if(e===void 0){e={all:new Set,styles:new Set};let t=document.getElementsByTagName(`link`);for(let n=t.length-1;n>=0;n--){let r=t[n];e.all.add(r.href),r.rel===`stylesheet`&&e.styles.add(r.href)}}let t=i?e.styles:e.all,n=i?Zl[r.href]:void 0;if(!n&&t.has(r.href))return;let o=document.createElement(`link`);if(o.rel=i?`stylesheet`:Jl,i||(o.as=`script`),o.crossOrigin=``,o.href=r.href,a&&o.setAttribute(`nonce`,a),n&&delete Zl[r.href],n?.isConnected?n.replaceWith(o):document.head.appendChild(o),i)return new Promise((e,t)=>{let n=i=>{o.removeEventListener(`load`,n),o.removeEventListener(`error`,n),i.type===`error`?(Zl[r.href]=o,t(Error(`Unable to preload CSS for ${r}`))):e(i)};o.addEventListener(`load`,n),o.addEventListener(`error`,n)})})}).filter(e=>e!==void 0))}function i(e){let t=new Event(`vite:preloadError`,{cancelable:!0});if(t.payload=e,window.dispatchEvent(t),!t.defaultPrevented)throw e}return r.then(t=>{for(let e of t||[])e.status===`rejected`&&i(e.reason);return e().catch(i)})},tu={en:()=>eu(()=>import(`./docs-en-UE2gHroe.js`),[]),fr:()=>eu(()=>import(`./docs-fr-DfgBhPrz.js`),[])};function nu(e){return tu[e]().then(e=>e.DOCS)}function ru({game:e}){let[t,n]=I(null),[r,i]=I(!1);L(()=>{let e=!0;return nu(H()).then(t=>e&&n(t),()=>e&&i(!0)),()=>{e=!1}},[]);let a=t?.[e];L(()=>{if(!a)return;let e=decodeURIComponent(location.hash.slice(1)),t=e?document.getElementById(e):null;t?t.scrollIntoView():scrollTo(0,0)},[a]);let o=Sr.find(t=>t!==e);return G(`div`,{class:`rules`,children:[G(`nav`,{class:`card rules-nav`,"aria-label":U(`rules-contents`),children:[G(`p`,{class:`small`,children:[G(`a`,{href:`/rules/${o}`,children:Cr[o]}),` · `,G(`a`,{href:`/`,children:U(`rules-start-page`)})]}),a&&G(`ol`,{children:a.sections.filter(e=>e.depth<=3).map(e=>G(`li`,{class:`depth-${e.depth}`,children:G(`a`,{href:`#${e.id}`,children:e.text})},e.id))})]}),G(`article`,{class:`card rules-text`,"aria-labelledby":`rules-title`,children:[G(`h1`,{id:`rules-title`,children:a?.title??Cr[e]}),r&&G(`p`,{class:`error`,role:`alert`,children:U(`rules-load-error`)}),!a&&!r&&G(`p`,{class:`muted`,children:U(`rules-loading`)}),a&&G(`div`,{class:`rules-body`,dangerouslySetInnerHTML:{__html:a.html}})]})]})}function iu(e){return e instanceof sn&&e.status===404?{message:U(`unsub-gone`),final:!0}:e instanceof sn?{message:U(`unsub-failed-because`,{why:e.message}),final:!1}:{message:U(`unsub-failed`),final:!1}}function au({unsubscribeKey:e}){let[t,n]=I({state:`ready`}),r=async()=>{n({state:`sending`});try{let t=await gn(e);n({state:`done`,lobby:t.lobby})}catch(e){n({state:`failed`,...iu(e)})}};return G(`section`,{class:`card unsubscribe`,"aria-labelledby":`unsubscribe-title`,"data-testid":`unsubscribe`,children:[G(`h1`,{id:`unsubscribe-title`,children:U(`unsub-title`)}),t.state===`done`?G(`div`,{role:`status`,"data-testid":`unsubscribe-result`,children:[G(`p`,{children:G(`strong`,{children:U(`unsub-done`)})}),G(`p`,{class:`muted`,children:U(`unsub-done-others`)}),G(`p`,{children:G(`a`,{href:`/l/${encodeURIComponent(t.lobby)}`,children:U(`unsub-go-game`)})})]}):G(y,{children:[G(`p`,{children:U(`unsub-intro`)}),G(`p`,{class:`muted small`,children:U(`unsub-only-email`)}),!(t.state===`failed`&&t.final)&&G(`button`,{type:`button`,class:`primary`,disabled:t.state===`sending`,onClick:()=>void r(),children:U(`unsub-button`)}),G(`p`,{class:`muted small`,role:`status`,children:t.state===`sending`?U(`unsub-sending`):``}),t.state===`failed`&&G(`p`,{class:`error`,role:`alert`,"data-testid":`unsubscribe-error`,children:t.message}),t.state===`failed`&&t.final&&G(`p`,{children:G(`a`,{href:`/games`,children:U(`unsub-go-games`)})})]})]})}function ou(){return G(`label`,{class:`lang-menu`,children:[G(`span`,{class:`visually-hidden`,children:U(`app-language`)}),G(`select`,{value:H(),"data-testid":`language`,onChange:e=>{let t=e.target.value;Ut(t)&&t!==H()&&$t(t)},children:zt.map(e=>G(`option`,{value:e.lang,lang:e.lang,children:e.name},e.lang))})]})}function su(){let e=kr(),[t,n]=I(yr.snapshot.yourTurn);return L(()=>{document.addEventListener(`click`,Ar);let e=yr.subscribe(e=>n(e.yourTurn));return yr.start(),()=>{document.removeEventListener(`click`,Ar),e()}},[]),L(()=>{document.title=e.page===`lobby`?U(`app-title-lobby`,{code:e.code}):e.page===`replay`?U(`app-title-replay`,{id:String(e.id)}):e.page===`rules`?U(`app-title-rules`,{title:Cr[e.game]}):e.page===`games`?U(`games-page-title`):e.page===`unsubscribe`?U(`unsub-page-title`):U(`app-title`),br()},[e]),G(y,{children:[G(`header`,{class:`top`,children:[G(`a`,{href:`/`,class:`brand`,"aria-label":U(`app-home-label`),children:[G(`img`,{src:`/favicon.svg`,alt:``,width:`28`,height:`28`}),G(`span`,{children:`Albion`})]}),G(`a`,{href:`/games`,class:`my-games-link${e.page===`games`?` current`:``}`,"aria-current":e.page===`games`?`page`:void 0,children:[U(`app-my-games`),t>0&&G(y,{children:[G(`span`,{class:`badge`,"data-testid":`turn-badge`,"aria-hidden":`true`,children:t}),G(`span`,{class:`visually-hidden`,children:U(`app-turn-badge`,{count:t})})]})]}),G(`nav`,{class:`top-links`,"aria-label":U(`app-rules-nav`),children:[G(`a`,{href:`/rules/camelot`,...e.page===`lobby`?xr:{},children:U(`app-rules-camelot`)}),G(`a`,{href:`/rules/super-camelot`,...e.page===`lobby`?xr:{},children:U(`app-rules-super-camelot`)})]}),G(ou,{})]}),G(`main`,{children:[e.page===`home`&&G(Wr,{}),e.page===`games`&&G(Pl,{}),e.page===`lobby`&&G(Al,{code:e.code},e.code),e.page===`replay`&&G(Vl,{id:e.id},e.id),e.page===`rules`&&G(ru,{game:e.game},e.game),e.page===`unsubscribe`&&G(au,{unsubscribeKey:e.key},e.key),e.page===`missing`&&G(`section`,{class:`card`,children:[G(`h1`,{children:U(`app-missing-title`)}),G(`p`,{children:Nr(`app-missing`,{path:G(`code`,{children:e.path}),start:G(`a`,{href:`/`,children:U(`app-missing-start`)})})})]})]})]})}M(G(su,{}),document.getElementById(`app`));