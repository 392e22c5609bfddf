import torch
from typing import List


@torch.jit.script
def tokens(s: str) -> List[str]:
    out: List[str] = []
    num = ""
    for c in s:
        if c.isdigit() or c == ".":
            num += c
            continue
        if num != "":
            out.append(num)
            num = ""
        if c in "+-*/()":
            out.append(c)
    if num != "":
        out.append(num)
    return out


@torch.jit.script
def prec(op: str) -> int:
    if op == "+" or op == "-":
        return 1
    if op == "*" or op == "/":
        return 2
    return 0


@torch.jit.script
def apply(vals: List[float], op: str):
    b = vals.pop()
    a = vals.pop()
    if op == "+":
        vals.append(a + b)
    elif op == "-":
        vals.append(a - b)
    elif op == "*":
        vals.append(a * b)
    else:
        vals.append(a / b)


@torch.jit.script
def evaluate(s: str) -> float:
    vals: List[float] = []
    ops: List[str] = []
    for tok in tokens(s):
        if tok == "(":
            ops.append(tok)
        elif tok == ")":
            while ops[-1] != "(":
                apply(vals, ops.pop())
            ops.pop()
        elif tok in "+-*/":
            while len(ops) > 0 and prec(ops[-1]) >= prec(tok):
                apply(vals, ops.pop())
            ops.append(tok)
        else:
            vals.append(float(tok))
    while len(ops) > 0:
        apply(vals, ops.pop())
    return vals[0]


for e in ["1 + 2 * 3", "(1 + 2) * 3", "10 / 4 - 1", "2 * (3 + 4) * 5", "1.5 * 4", "7 - 2 - 1"]:
    print(e, "=", evaluate(e))
print(tokens("12+(3.5*4)"))
