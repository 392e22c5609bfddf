import torch
import torch.nn as nn
from typing import List, Optional


class Foo(nn.Module):
    words: List[str]
    z: Optional[int]

    def __init__(self, z):
        super(Foo, self).__init__()
        self.words = []
        self.z = z

    def forward(self, input, k):
        # type: (str, Optional[int]) -> int
        self.words.append(input)
        z = self.z
        if z is not None and k is not None:
            return len(self.words) + z + k
        return len(self.words)


f = torch.jit.script(Foo(2))
print(f("a", 1), f("b", None), f.words)
