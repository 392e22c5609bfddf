import io
import torch
import torch.nn as nn
from typing import List


class Tokenizer(nn.Module):
    def __init__(self):
        super().__init__()
        self.vocab = {"a": 1, "b": 2, "c": 3}
        self.unk: int = 0

    def forward(self, words: List[str]) -> torch.Tensor:
        ids: List[int] = []
        for w in words:
            ids.append(self.vocab.get(w, self.unk))
        return torch.tensor(ids)

    @torch.jit.export
    def size(self) -> int:
        return len(self.vocab)


s = torch.jit.script(Tokenizer())
buf = io.BytesIO()
torch.jit.save(s, buf)
print(buf.tell() > 0)
buf.seek(0)
loaded = torch.jit.load(buf)
print(loaded(["a", "c", "z"]))
print(loaded.size())
print(loaded.code)
print(loaded.size.code)
print(loaded.vocab, loaded.unk)
print(type(loaded).__name__, loaded.original_name)
data = buf.getvalue()
again = torch.jit.load(io.BytesIO(data))
print(again(["b"]))
