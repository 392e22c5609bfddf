import torch
from typing import List


@torch.jit.script
class Stack:
    def __init__(self):
        self.items: List[str] = []

    def push(self, s: str):
        self.items.append(s)

    def pop(self) -> str:
        return self.items.pop()

    def empty(self) -> bool:
        return len(self.items) == 0

    def __len__(self) -> int:
        return len(self.items)


@torch.jit.script
def balanced(s: str) -> bool:
    st = Stack()
    pairs = {")": "(", "]": "[", "}": "{"}
    for c in s:
        if c in "([{":
            st.push(c)
        elif c in pairs:
            if st.empty() or st.pop() != pairs[c]:
                return False
    return len(st) == 0


for s in ["([]{})", "(]", "((", "", "a(b)c", "}{"]:
    print(repr(s), balanced(s))
