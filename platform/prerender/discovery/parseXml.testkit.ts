/**
 * Test kit: a strict XML 1.0 + namespaces parse (saxes throws on the first well-formedness error: illegal
 * characters, unbalanced tags, unbound prefixes, bad entities) into a small tree the tests can query.
 */
import { SaxesParser } from 'saxes';

export type XmlElement = {
  name: string;
  uri: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Concatenated character data directly inside this element (entities decoded, CDATA included). */
  text: string;
};

export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(Object.values(tag.attributes).map((attribute) => [attribute.name, attribute.value]));
    const element: XmlElement = { name: tag.name, uri: tag.uri, attributes, children: [], text: '' };
    if (stack.length) stack[stack.length - 1].children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', (text) => {
    if (stack.length) stack[stack.length - 1].text += text;
  });
  parser.on('cdata', (text) => {
    stack[stack.length - 1].text += text;
  });
  parser.write(xml).close();
  if (!root) throw new Error('No root element');
  return root;
}

/** The child elements called `name`. */
export const childrenNamed = (element: XmlElement, name: string) => element.children.filter((child) => child.name === name);

/** The one child called `name`; throws when there is none or more than one. */
export function child(element: XmlElement, name: string): XmlElement {
  const found = childrenNamed(element, name);
  if (found.length !== 1) throw new Error(`<${element.name}> has ${found.length} <${name}> children, expected 1`);
  return found[0];
}
