"""The formulas of the calculators: a small grammar, parsed (never `eval`), evaluated on answers.

    expression  := term (("+" | "-" | "−") term)*
    term        := unary (("*" | "×" | "/" | "÷") unary)*
    unary       := "-" unary | primary
    primary     := number | name | "(" expression ")" | ("min" | "max" | "round") "(" expression ("," expression)* ")"
    condition   := conjunction ("or" conjunction)*
    conjunction := comparison ("and" comparison)*
    comparison  := expression ("<" | "<=" | "≤" | ">" | ">=" | "≥" | "=") expression

A name is a question id or an earlier figure id (`heures-processus`): a hyphen inside a word
belongs to the name, so a subtraction is written with spaces (`a - b`). `round(x)` rounds half
up (`floor(x + 0.5)`), as `Math.round` does. The TypeScript twin (web/src/features/tools/formula.ts)
implements the same grammar and is tested against vectors this module writes.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

FUNCTIONS = ("min", "max", "round")
_TOKEN = re.compile(
    r"\s*(?:(?P<number>\d+(?:\.\d+)?)|(?P<name>[a-z][a-z0-9]*(?:-[a-z0-9]+)*)"
    r"|(?P<op><=|>=|[-−+*×/÷(),<>=≤≥]))"
)
_CANONICAL = {"−": "-", "×": "*", "÷": "/", "≤": "<=", "≥": ">="}


class FormulaError(ValueError):
    """A formula that does not parse, names an unknown value or cannot be evaluated."""


@dataclass(frozen=True)
class Num:
    value: float


@dataclass(frozen=True)
class Name:
    id: str


@dataclass(frozen=True)
class Neg:
    operand: Expr


@dataclass(frozen=True)
class Binary:
    op: str  # + - * /
    left: Expr
    right: Expr


@dataclass(frozen=True)
class Call:
    function: str  # min max round
    args: tuple[Expr, ...]


@dataclass(frozen=True)
class Compare:
    op: str  # < <= > >= =
    left: Expr
    right: Expr


@dataclass(frozen=True)
class Logic:
    op: str  # and or
    parts: tuple[Condition, ...]


Expr = Num | Name | Neg | Binary | Call
Condition = Compare | Logic


def _tokens(text: str) -> list[str]:
    out: list[str] = []
    position = 0
    text = text.rstrip()
    while position < len(text):
        match = _TOKEN.match(text, position)
        if match is None or match.end() == position:
            raise FormulaError(f"unexpected {text[position:].strip()[:12]!r} at character {position + 1}")
        token = match.group("number") or match.group("name") or match.group("op")
        out.append(_CANONICAL.get(token, token))
        position = match.end()
    return out


class _Parser:
    def __init__(self, text: str) -> None:
        self.tokens = _tokens(text)
        self.at = 0

    def peek(self) -> str | None:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def take(self, expected: str | None = None) -> str:
        token = self.peek()
        if token is None:
            raise FormulaError(f"expected {expected!r}, found the end" if expected else "unexpected end")
        if expected is not None and token != expected:
            raise FormulaError(f"expected {expected!r}, found {token!r}")
        self.at += 1
        return token

    def done(self) -> None:
        if self.peek() is not None:
            raise FormulaError(f"unexpected {self.peek()!r} after a complete formula")

    def condition(self) -> Condition:
        parts = [self.conjunction()]
        while self.peek() == "or":
            self.take()
            parts.append(self.conjunction())
        return parts[0] if len(parts) == 1 else Logic("or", tuple(parts))

    def conjunction(self) -> Condition:
        parts: list[Condition] = [self.comparison()]
        while self.peek() == "and":
            self.take()
            parts.append(self.comparison())
        return parts[0] if len(parts) == 1 else Logic("and", tuple(parts))

    def comparison(self) -> Compare:
        left = self.expression()
        op = self.peek()
        if op not in ("<", "<=", ">", ">=", "="):
            raise FormulaError(f"expected a comparison (<, <=, >, >=, =), found {op or 'the end'!r}")
        self.take()
        return Compare(op, left, self.expression())

    def expression(self) -> Expr:
        node = self.term()
        while self.peek() in ("+", "-"):
            op = self.take()
            node = Binary(op, node, self.term())
        return node

    def term(self) -> Expr:
        node = self.unary()
        while self.peek() in ("*", "/"):
            op = self.take()
            node = Binary(op, node, self.unary())
        return node

    def unary(self) -> Expr:
        if self.peek() == "-":
            self.take()
            return Neg(self.unary())
        return self.primary()

    def primary(self) -> Expr:
        token = self.take()
        if token == "(":
            node = self.expression()
            self.take(")")
            return node
        if token[0].isdigit():
            return Num(float(token))
        if token in FUNCTIONS and self.peek() == "(":
            self.take("(")
            args = [self.expression()]
            while self.peek() == ",":
                self.take()
                args.append(self.expression())
            self.take(")")
            if token == "round" and len(args) != 1:
                raise FormulaError("round takes one value")
            if token != "round" and len(args) < 2:
                raise FormulaError(f"{token} takes at least two values")
            return Call(token, tuple(args))
        if token[0].isalpha() and token not in ("and", "or"):
            return Name(token)
        raise FormulaError(f"unexpected {token!r}")


# Parsed once per text: the checks and the test vectors evaluate each formula for thousands of
# sampled answers (the nodes are frozen, so sharing them is safe).
@cache
def parse_expression(text: str) -> Expr:
    parser = _Parser(text)
    node = parser.expression()
    parser.done()
    return node


@cache
def parse_condition(text: str) -> Condition:
    parser = _Parser(text)
    node = parser.condition()
    parser.done()
    return node


def names(node: Expr | Condition) -> set[str]:
    """Every name a formula or condition reads."""
    match node:
        case Num():
            return set()
        case Name(id=name):
            return {name}
        case Neg(operand=operand):
            return names(operand)
        case Binary(left=left, right=right) | Compare(left=left, right=right):
            return names(left) | names(right)
        case Call(args=parts) | Logic(parts=parts):
            return set().union(*(names(p) for p in parts))


def evaluate(node: Expr, values: Mapping[str, float]) -> float:
    """The value of `node`; FormulaError on an unknown name or a division by zero."""
    match node:
        case Num(value=value):
            return value
        case Name(id=name):
            if name not in values:
                raise FormulaError(f"unknown name {name!r}")
            return values[name]
        case Neg(operand=operand):
            return -evaluate(operand, values)
        case Binary(op=op, left=left, right=right):
            a, b = evaluate(left, values), evaluate(right, values)
            if op == "+":
                return a + b
            if op == "-":
                return a - b
            if op == "*":
                return a * b
            if b == 0:
                raise FormulaError("division by zero")
            return a / b
        case Call(function=function, args=args):
            numbers = [evaluate(a, values) for a in args]
            if function == "round":
                return float(math.floor(numbers[0] + 0.5))
            return min(numbers) if function == "min" else max(numbers)


def holds(node: Condition, values: Mapping[str, float]) -> bool:
    match node:
        case Compare(op=op, left=left, right=right):
            a, b = evaluate(left, values), evaluate(right, values)
            return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "=": a == b}[op]
        case Logic(op=op, parts=parts):
            results = (holds(p, values) for p in parts)
            return all(results) if op == "and" else any(results)


Interval = tuple[float, float]


def interval(node: Expr, bounds: Mapping[str, Interval]) -> Interval:
    """Bounds of `node` when every name lies within its bounds (interval arithmetic).

    FormulaError when a divisor's bounds include zero: the formula must guard it (`max(x, 1)`).
    """
    match node:
        case Num(value=value):
            return value, value
        case Name(id=name):
            return bounds[name]
        case Neg(operand=operand):
            low, high = interval(operand, bounds)
            return -high, -low
        case Binary(op=op, left=left, right=right):
            (a, b), (c, d) = interval(left, bounds), interval(right, bounds)
            if op == "+":
                return a + c, b + d
            if op == "-":
                return a - d, b - c
            if op == "/":
                if c <= 0 <= d:
                    raise FormulaError("the divisor can be zero: guard it, e.g. max(divisor, 1)")
                c, d = 1 / d, 1 / c
            products = (a * c, a * d, b * c, b * d)
            return min(products), max(products)
        case Call(function=function, args=args):
            spans = [interval(a, bounds) for a in args]
            if function == "round":
                return math.floor(spans[0][0] + 0.5), math.floor(spans[0][1] + 0.5)
            pick = min if function == "min" else max
            return pick(s[0] for s in spans), pick(s[1] for s in spans)
