# torch.jit.Attribute gives an attribute's script type in __init__ (empty
# containers, Optional values); the scripted module mutates its own copies.
from typing import Dict, List, Optional, Tuple

import torch
import torch.nn as nn


class Vocab(nn.Module):
    def __init__(self):
        super().__init__()
        self.index = torch.jit.Attribute({}, Dict[str, int])
        self.words = torch.jit.Attribute([], List[str])
        self.unk = torch.jit.Attribute(None, Optional[int])
        self.span = torch.jit.Attribute((0, 0.5), Tuple[int, float])
        self.scores = torch.jit.Attribute([], List[torch.Tensor])

    def forward(self, word: str) -> int:
        if word not in self.index:
            self.index[word] = len(self.words)
            self.words.append(word)
            self.scores.append(torch.tensor([float(len(word))]))
        unk = self.unk
        if unk is not None:
            return unk
        return self.index[word] + self.span[0]


raw = Vocab()
print(type(raw.index).__name__, raw.index.value, raw.index.type)
v = torch.jit.script(Vocab())
print([v(w) for w in ["the", "cat", "the", "sat"]])
print(v.index, v.words, v.unk, v.span)
print(torch.cat(v.scores))
v.unk = 99
print(v("dog"), v.unk)
