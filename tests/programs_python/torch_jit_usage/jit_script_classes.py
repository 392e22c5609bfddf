import torch
from typing import List, Optional, Tuple, Dict
from enum import Enum

class Color(Enum):
    RED = 1
    GREEN = 2

@torch.jit.script
class Stack:
    def __init__(self):
        self.items: List[int] = []

    def push(self, x: int):
        self.items.append(x)

    def pop(self) -> int:
        return self.items.pop()

    def peek(self) -> Optional[int]:
        if len(self.items) == 0:
            return None
        return self.items[-1]

    def __len__(self) -> int:
        return len(self.items)

@torch.jit.script
def use_stack(xs: List[int]) -> Tuple[int, int]:
    s = Stack()
    for x in xs:
        s.push(x)
    top = s.peek()
    t = -1
    if top is not None:
        t = top
    s.pop()
    return t, len(s)

print(use_stack([1, 2, 3]))
print(use_stack([]) if False else use_stack([7]))

@torch.jit.script
def color_value(c: Color) -> int:
    if c == Color.RED:
        return 10
    return c.value

print(color_value(Color.RED), color_value(Color.GREEN))

@torch.jit.script
def word_count(words: List[str]) -> Dict[str, int]:
    d: Dict[str, int] = {}
    for w in words:
        d[w] = d.get(w, 0) + 1
    return d
print(word_count(["a", "b", "a", "c", "a"]))

@torch.jit.script
def fizz(n: int) -> List[str]:
    out: List[str] = []
    for i in range(1, n + 1):
        if i % 15 == 0:
            out.append("FizzBuzz")
        elif i % 3 == 0:
            out.append("Fizz")
        elif i % 5 == 0:
            out.append("Buzz")
        else:
            out.append(str(i))
    return out
print(fizz(15))

@torch.jit.script
def safe_div(a: float, b: float) -> float:
    if b == 0.0:
        raise ValueError("division by zero")
    return a / b
print(safe_div(1.0, 4.0))
try:
    safe_div(1.0, 0.0)
except Exception as e:
    print(type(e).__name__)

@torch.jit.script
def tensor_ops(x: torch.Tensor, k: int) -> Tuple[torch.Tensor, torch.Tensor]:
    vals, idx = torch.topk(x, k)
    mask = x > vals[-1]
    return vals, mask.nonzero().squeeze(1)
print(tensor_ops(torch.tensor([3., 1., 4., 1., 5., 9., 2., 6.]), 3))
print(fizz.graph.findNode("aten::append") is not None if hasattr(fizz.graph, "findNode") else True)
s = Stack()
s.push(4); s.push(5)
print(s.pop(), len(s), s.peek())
