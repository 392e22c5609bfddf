import io
from typing import List
import torch
import torch.nn as nn


class Tokenizer(nn.Module):
    def __init__(self, vocab: List[str]):
        super().__init__()
        self.vocab = vocab
        self.unk = len(vocab)

    def forward(self, text: str) -> List[int]:
        out: List[int] = []
        for tok in text.lower().split(" "):
            if tok in self.vocab:
                out.append(self.vocab.index(tok))
            else:
                out.append(self.unk)
        return out

    @torch.jit.export
    def decode(self, ids: List[int]) -> str:
        words: List[str] = []
        for i in ids:
            words.append(self.vocab[i] if i < len(self.vocab) else "<unk>")
        return " ".join(words)


class Pipeline(nn.Module):
    def __init__(self):
        super().__init__()
        self.tok = Tokenizer(["the", "cat", "sat"])
        self.emb = nn.Embedding(4, 2)

    def forward(self, text: str) -> torch.Tensor:
        ids = self.tok(text)
        return self.emb(torch.tensor(ids)).sum(0)


torch.manual_seed(0)
p = torch.jit.script(Pipeline())
print(p.tok("The cat JUMPED"), p.tok.decode([0, 3, 2]))
buf = io.BytesIO()
torch.jit.save(p, buf)
buf.seek(0)
q = torch.jit.load(buf)
print(torch.equal(q("the sat"), p("the sat")), q.tok.decode(q.tok("cat sat x")))
print(q.tok.vocab, q.tok.unk)
print(sorted(n for n, _ in q.named_modules()))
