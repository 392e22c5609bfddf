from typing import Dict, List, Optional, Tuple
import torch
import torch.nn as nn


class Vocab(nn.Module):
    def __init__(self, words: List[str]):
        super().__init__()
        self.itos: List[str] = words
        self.stoi: Dict[str, int] = {w: i for i, w in enumerate(words)}
        self.unk: int = 0

    def forward(self, tokens: List[str]) -> torch.Tensor:
        return torch.tensor([self.stoi.get(t, self.unk) for t in tokens], dtype=torch.long)

    @torch.jit.export
    def decode(self, ids: torch.Tensor) -> List[str]:
        out: List[str] = []
        idl: List[int] = ids.tolist()
        for i in idl:
            out.append(self.itos[i])
        return out

    @torch.jit.ignore
    def debug(self):
        return f"Vocab({len(self.itos)})"


class Classifier(nn.Module):
    __constants__ = ["num_classes"]

    def __init__(self, vocab: Vocab, dim: int, num_classes: int):
        super().__init__()
        self.vocab = vocab
        self.emb = nn.EmbeddingBag(len(vocab.itos), dim, mode="mean")
        self.fc = nn.Linear(dim, num_classes)
        self.num_classes = num_classes

    def forward(self, tokens: List[str], temperature: Optional[float] = None) -> Tuple[torch.Tensor, int]:
        ids = self.vocab(tokens)
        logits = self.fc(self.emb(ids.unsqueeze(0)))
        if temperature is not None:
            logits = logits / temperature
        return logits.softmax(-1), int(logits.argmax())


torch.manual_seed(0)
vocab = Vocab(["<unk>", "good", "bad", "movie", "great"])
model = Classifier(vocab, 4, 2)
s = torch.jit.script(model)
toks = "a good great movie".split()
p1, c1 = model(toks)
p2, c2 = s(toks)
print(torch.allclose(p1, p2), c1 == c2, p2.shape)
p3, _ = s(toks, 0.5)
print(torch.allclose(p3, model(toks, 0.5)[0]))
print(s.vocab(["bad", "zzz"]), s.vocab.decode(torch.tensor([1, 4])))
print(s.num_classes, s.vocab.unk, s.vocab.itos[:2])
print(vocab.debug())
print(type(s.vocab).__name__, hasattr(s.vocab, "decode"), isinstance(s, torch.jit.ScriptModule))
print([name for name, _ in s.named_modules()])
print(s.emb.mode if hasattr(s.emb, "mode") else None)


@torch.jit.script
def topk_words(probs: torch.Tensor, words: List[str], k: int = 2) -> List[Tuple[str, float]]:
    vals, idx = probs.topk(k)
    result: List[Tuple[str, float]] = []
    vl: List[float] = vals.tolist()
    il: List[int] = idx.tolist()
    for v, i in zip(vl, il):
        result.append((words[i], float(int(v * 1000)) / 1000))
    return result


print(topk_words(torch.tensor([0.1, 0.6, 0.3]), ["a", "b", "c"]))
print(topk_words(torch.tensor([0.1, 0.6, 0.3]), ["a", "b", "c"], k=1))
words = ["x", "y", "z"]
topk_words(torch.tensor([0.5, 0.2, 0.3]), words)
print(words)
try:
    topk_words(torch.tensor([0.5]), ["a"], 3)
except RuntimeError as e:
    print("RuntimeError", str(e).splitlines()[0][:60])
try:
    s(["good"], "hot")
except RuntimeError as e:
    print("type error:", "Expected a value of type" in str(e))
print(topk_words.schema if hasattr(topk_words, "schema") else "", topk_words.name)
