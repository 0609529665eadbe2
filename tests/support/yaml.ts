/**
 * YAML to plain values, for tests of configuration files. The project has no YAML library;
 * Prettier (already here to format the files) parses YAML, and its syntax tree is all this
 * needs. `__debug.parse` is not in Prettier's typings, hence the cast. Scalars stay strings.
 */
import * as prettier from "prettier";

export type Yaml = string | null | Yaml[] | { [key: string]: Yaml };

interface Node {
  type: string;
  value?: string;
  children?: (Node | null)[];
}

type Parse = (text: string, options: { parser: "yaml" }) => Promise<{ ast: Node }>;

function child(node: Node | null | undefined): Node | null {
  return node?.children?.[0] ?? null;
}

function toValue(node: Node | null): Yaml {
  if (node === null) return null;
  switch (node.type) {
    case "plain":
    case "quoteDouble":
    case "quoteSingle":
    case "blockLiteral":
    case "blockFolded":
      return node.value ?? null;
    case "sequence":
    case "flowSequence":
      return (node.children ?? []).map((item) => toValue(child(item)));
    case "mapping":
    case "flowMapping": {
      const map: Record<string, Yaml> = {};
      for (const item of node.children ?? []) {
        const [key, value] = item?.children ?? [];
        const name = String(toValue(child(key)));
        // Compose refuses a repeated key; the parser keeps the last one.
        if (name in map) throw new Error(`YAML key "${name}" appears twice`);
        map[name] = toValue(child(value));
      }
      return map;
    }
    default:
      throw new Error(`YAML ${node.type} is not supported here`);
  }
}

/** Parses one YAML document; throws on a syntax error. */
export async function parseYaml(text: string): Promise<Yaml> {
  const parse = (prettier as unknown as { __debug: { parse: Parse } }).__debug.parse;
  const { ast } = await parse(text, { parser: "yaml" });
  const [document] = ast.children ?? [];
  const body = document?.children?.find((part) => part?.type === "documentBody");
  return toValue(child(body));
}
