// The calculators' formula grammar, the twin of src/bibliotheque/formulas.py: parsed (never
// eval'd), evaluated on numbers by name. formula.test.ts holds it to the vectors the Python side
// writes (.generated/tool-vectors.json), so that the two can never disagree.

export type Expr =
  | { kind: "num"; value: number }
  | { kind: "name"; id: string }
  | { kind: "neg"; operand: Expr }
  | { kind: "binary"; op: "+" | "-" | "*" | "/"; left: Expr; right: Expr }
  | { kind: "call"; fn: "min" | "max" | "round"; args: Expr[] };

export type Condition =
  | {
      kind: "compare";
      op: "<" | "<=" | ">" | ">=" | "=";
      left: Expr;
      right: Expr;
    }
  | { kind: "logic"; op: "and" | "or"; parts: Condition[] };

const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|([a-z][a-z0-9]*(?:-[a-z0-9]+)*)|(<=|>=|[-−+*×/÷(),<>=≤≥]))/y;
const CANONICAL: Record<string, string> = {
  "−": "-",
  "×": "*",
  "÷": "/",
  "≤": "<=",
  "≥": ">=",
};

function tokens(text: string): string[] {
  const out: string[] = [];
  const source = text.trimEnd();
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match || TOKEN.lastIndex === at) throw new Error(`unexpected ${JSON.stringify(source.slice(at).trim().slice(0, 12))} at character ${at + 1}`);
    const token = match[1] ?? match[2] ?? match[3]!;
    out.push(CANONICAL[token] ?? token);
  }
  return out;
}

class Parser {
  private at = 0;
  constructor(private readonly tokens: string[]) {}

  private peek(): string | undefined {
    return this.tokens[this.at];
  }
  private take(expected?: string): string {
    const token = this.peek();
    if (token === undefined || (expected !== undefined && token !== expected)) throw new Error(`expected ${expected ?? "more"}, found ${token ?? "the end"}`);
    this.at += 1;
    return token;
  }
  done(): void {
    if (this.peek() !== undefined) throw new Error(`unexpected ${this.peek()} after a complete formula`);
  }
  condition(): Condition {
    const parts = [this.conjunction()];
    while (this.peek() === "or") parts.push((this.take(), this.conjunction()));
    return parts.length === 1 ? parts[0]! : { kind: "logic", op: "or", parts };
  }
  private conjunction(): Condition {
    const parts: Condition[] = [this.comparison()];
    while (this.peek() === "and") parts.push((this.take(), this.comparison()));
    return parts.length === 1 ? parts[0]! : { kind: "logic", op: "and", parts };
  }
  private comparison(): Condition {
    const left = this.expression();
    const op = this.peek();
    if (op !== "<" && op !== "<=" && op !== ">" && op !== ">=" && op !== "=") throw new Error(`expected a comparison, found ${op ?? "the end"}`);
    this.take();
    return { kind: "compare", op, left, right: this.expression() };
  }
  expression(): Expr {
    let node = this.term();
    for (let op = this.peek(); op === "+" || op === "-"; op = this.peek()) {
      this.take();
      node = { kind: "binary", op, left: node, right: this.term() };
    }
    return node;
  }
  private term(): Expr {
    let node = this.unary();
    for (let op = this.peek(); op === "*" || op === "/"; op = this.peek()) {
      this.take();
      node = { kind: "binary", op, left: node, right: this.unary() };
    }
    return node;
  }
  private unary(): Expr {
    if (this.peek() === "-") {
      this.take();
      return { kind: "neg", operand: this.unary() };
    }
    return this.primary();
  }
  private primary(): Expr {
    const token = this.take();
    if (token === "(") {
      const node = this.expression();
      this.take(")");
      return node;
    }
    if (/^\d/.test(token)) return { kind: "num", value: Number(token) };
    if ((token === "min" || token === "max" || token === "round") && this.peek() === "(") {
      this.take("(");
      const args = [this.expression()];
      while (this.peek() === ",") args.push((this.take(), this.expression()));
      this.take(")");
      if (token === "round" ? args.length !== 1 : args.length < 2) throw new Error(`${token} takes ${token === "round" ? "one value" : "at least two values"}`);
      return { kind: "call", fn: token, args };
    }
    if (/^[a-z]/.test(token) && token !== "and" && token !== "or") return { kind: "name", id: token };
    throw new Error(`unexpected ${token}`);
  }
}

export function parseExpression(text: string): Expr {
  const parser = new Parser(tokens(text));
  const node = parser.expression();
  parser.done();
  return node;
}

export function parseCondition(text: string): Condition {
  const parser = new Parser(tokens(text));
  const node = parser.condition();
  parser.done();
  return node;
}

export type Values = Readonly<Record<string, number>>;

export function evaluate(node: Expr, values: Values): number {
  switch (node.kind) {
    case "num":
      return node.value;
    case "name": {
      const value = values[node.id];
      if (value === undefined) throw new Error(`unknown name ${node.id}`);
      return value;
    }
    case "neg":
      return -evaluate(node.operand, values);
    case "binary": {
      const a = evaluate(node.left, values);
      const b = evaluate(node.right, values);
      if (node.op === "+") return a + b;
      if (node.op === "-") return a - b;
      if (node.op === "*") return a * b;
      if (b === 0) throw new Error("division by zero");
      return a / b;
    }
    case "call": {
      const numbers = node.args.map((arg) => evaluate(arg, values));
      if (node.fn === "round") return Math.floor(numbers[0]! + 0.5);
      return node.fn === "min" ? Math.min(...numbers) : Math.max(...numbers);
    }
  }
}

export function holds(node: Condition, values: Values): boolean {
  if (node.kind === "logic") return node.op === "and" ? node.parts.every((p) => holds(p, values)) : node.parts.some((p) => holds(p, values));
  const a = evaluate(node.left, values);
  const b = evaluate(node.right, values);
  switch (node.op) {
    case "<":
      return a < b;
    case "<=":
      return a <= b;
    case ">":
      return a > b;
    case ">=":
      return a >= b;
    case "=":
      return a === b;
  }
}
