# Script functions calling torch.nn.functional (compiled from the stdlib
# source, as PyTorch does), used from an unscripted training-style loop.
import torch
import torch.nn.functional as F
from typing import List, Tuple


@torch.jit.script
def attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, scale: float) -> Tuple[torch.Tensor, torch.Tensor]:
    scores = torch.matmul(q, k.transpose(-2, -1)) * scale
    weights = F.softmax(scores, dim=-1)
    return torch.matmul(weights, v), weights


@torch.jit.script
def classify(logits: torch.Tensor, labels: List[int]) -> Tuple[float, int]:
    target = torch.tensor(labels)
    loss = F.cross_entropy(logits, target)
    correct = int((logits.argmax(dim=1) == target).sum())
    return float(loss), correct


q = torch.arange(12.).reshape(1, 3, 4) / 10
out, w = attention(q, q, q, 0.5)
print(out.shape, w.sum(-1))
print(w)

logits = torch.tensor([[2.0, 0.5, -1.0], [0.1, 0.2, 3.0], [1.0, 1.0, 1.0]])
for labels in ([0, 2, 1], [1, 1, 1]):
    loss, correct = classify(logits, labels)
    print(f"loss={loss:.4f} correct={correct}/{len(labels)}")
