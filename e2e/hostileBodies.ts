/**
 * Post bodies that try to run script, open a dialog, load a frame or break the layout. A payload that ran
 * would set `window.__newsPwned` or open an alert. Used by mf-news's sanitiser and renderer unit tests and the e2e check
 * that renders each one in Chromium.
 */

export interface HostileBody {
  name: string;
  content: string;
}

const pwn = 'window.__newsPwned=true;alert(1)';

const richText = (nodes: unknown[]) => JSON.stringify({ nodeType: 'document', data: {}, content: nodes });
const text = (value: string, marks: { type: string }[] = []) => ({ nodeType: 'text', value, marks, data: {} });

export const hostileHtmlBodies: HostileBody[] = [
  { name: 'script tag', content: `<p>Before</p><script>${pwn}</script><p>After</p>` },
  { name: 'img onerror', content: `<p>Photo</p><img src="/missing.png" onerror="${pwn}">` },
  { name: 'uppercase handler, unquoted', content: `<IMG SRC=x ONERROR=${pwn}>` },
  { name: 'javascript: link', content: `<p><a href="javascript:${pwn}">Read more</a></p>` },
  { name: 'obfuscated javascript: link', content: `<a href=" JaVa&#x09;ScRiPt:${pwn}">tab</a><a href="&#106;avascript:${pwn}">entity</a>` },
  { name: 'data: link', content: `<a href="data:text/html,<script>${pwn}</script>">data</a>` },
  { name: 'svg onload', content: `<svg onload="${pwn}"><circle r="5"></circle></svg><svg><script>${pwn}</script></svg>` },
  { name: 'svg animate href', content: `<svg><a><animate attributeName="href" values="javascript:${pwn}"/><text y="20">click</text></a></svg>` },
  { name: 'iframe srcdoc', content: `<iframe srcdoc="<script>parent.__newsPwned=true</script>"></iframe>` },
  { name: 'iframe javascript src', content: `<iframe src="javascript:parent.__newsPwned=true"></iframe><frame src="javascript:${pwn}">` },
  { name: 'object and embed', content: `<object data="javascript:${pwn}"></object><embed src="javascript:${pwn}">` },
  { name: 'form with javascript action', content: `<form action="javascript:${pwn}"><button formaction="javascript:${pwn}">Go</button></form>` },
  { name: 'autofocus handler', content: `<input autofocus onfocus="${pwn}"><details open ontoggle="${pwn}"><summary>x</summary></details>` },
  { name: 'video source onerror', content: `<video><source onerror="${pwn}"></video><audio src=x onerror="${pwn}"></audio>` },
  { name: 'meta refresh and base', content: `<meta http-equiv="refresh" content="0;url=javascript:${pwn}"><base href="javascript:${pwn}//"><a href="/x">rel</a>` },
  { name: 'noscript mutation', content: `<noscript><p title="</noscript><img src=x onerror=${pwn}>"></noscript>` },
  { name: 'math mutation', content: `<math><mtext><table><mglyph><style><img src=x onerror=${pwn}></style></mglyph></table></mtext></math>` },
  { name: 'style overlay', content: `<div style="position:fixed;inset:0;z-index:99999;background:red">Covered</div><p style="font-size:900px">Huge</p>` },
  { name: 'style element', content: `<style>body{display:none!important}*{background:url("javascript:${pwn}")}</style><p>Styled</p>` },
  { name: 'link stylesheet and import', content: `<link rel="stylesheet" href="https://evil.example/x.css"><p>Linked</p>` },
  { name: 'template and slot', content: `<template><img src=x onerror="${pwn}"></template><p>Template</p>` },
  { name: 'long word and wide image', content: `<p>${'Supercalifragilistic'.repeat(40)}</p><img src="/storage/v1/object/public/blog-images/revenue.svg" width="4000" alt="Wide">` },
];

export const hostileRichTextBodies: HostileBody[] = [
  {
    name: 'rich text javascript: hyperlink',
    content: richText([{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'hyperlink', data: { uri: `javascript:${pwn}` }, content: [text('Click for the report')] }] }]),
  },
  {
    name: 'rich text markup in text values',
    content: richText([{ nodeType: 'paragraph', data: {}, content: [text(`<script>${pwn}</script><img src=x onerror="${pwn}">`, [{ type: 'bold' }, { type: 'onclick' }])] }]),
  },
  {
    name: 'rich text unknown and embedded nodes',
    content: richText([
      { nodeType: 'embedded-entry-block', data: { target: { sys: { id: 'x' } } }, content: [] },
      { nodeType: 'iframe', data: { src: `javascript:${pwn}` }, content: [] },
      { nodeType: 'paragraph', data: {}, content: [text('Kept paragraph'), { nodeType: 'hyperlink', data: { uri: 'data:text/html,<script>alert(1)</script>' }, content: [text('data link')] }] },
    ]),
  },
  {
    name: 'rich text long word',
    content: richText([{ nodeType: 'paragraph', data: {}, content: [text('Pneumonoultramicroscopic'.repeat(50))] }]),
  },
];

export const hostileBodies: HostileBody[] = [...hostileHtmlBodies, ...hostileRichTextBodies];
