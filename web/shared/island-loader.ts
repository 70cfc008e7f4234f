// The few hundred bytes a page carries instead of its islands' code (docs/decisions/019-…).
// Inline in the document (allowed by its hash in the Content-Security-Policy, so cached pages need
// no nonce), it waits for the first click or focus on an element that names an island
// (`data-island`), keeps that event from doing its no-JavaScript default (a link's navigation, a
// form's submit), loads the browser entry named by <html data-entry> and hands every such event
// to it from then on. An island that is live (`data-live`) handles its own events.
// It also shows a visitor's offline notice (the shell's `[data-offline]`, spec 000 §2.8) while
// the browser is offline: that notice cannot wait for a download that being offline prevents.
export const ISLAND_LOADER =
  `(()=>{const d=document;let m,q=[];const h=e=>{const t=e.target instanceof Element&&e.target.closest("[data-island]:not([data-live])");if(!t)return;if(e.type=="click"&&(t.dataset.island&&!t.matches("tw-island")||e.target.closest("a[href],button,[type=submit]")))e.preventDefault();if(m)return m.handle(e,t);q.push([e,t]);if(q.length==1)import(d.documentElement.dataset.entry).then(x=>{m=x;q.forEach(([a,b])=>m.handle(a,b));q=[]})};for(const y of["click","focusin"])d.addEventListener(y,h,!0);const o=()=>d.querySelectorAll("[data-offline]").forEach(n=>n.hidden=navigator.onLine);onoffline=ononline=o;o()})()`;
