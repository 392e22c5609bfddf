# Models returning NamedTuples and dataclasses of tensors; torch.return_types; output unpacking.
from dataclasses import dataclass, field
from typing import NamedTuple, Optional, List
import torch
import torch.nn as nn


class DetOutput(NamedTuple):
    boxes: torch.Tensor
    scores: torch.Tensor
    labels: Optional[torch.Tensor] = None


@dataclass
class Batch:
    x: torch.Tensor
    y: torch.Tensor
    meta: List[str] = field(default_factory=list)

    def to(self, dtype):
        return Batch(self.x.to(dtype), self.y, list(self.meta))

    def __len__(self):
        return self.x.shape[0]


class Detector(nn.Module):
    def __init__(self):
        super().__init__()
        self.head = nn.Linear(4, 5)
        with torch.no_grad():
            self.head.weight.copy_(torch.arange(20.0).reshape(5, 4) / 20)
            self.head.bias.zero_()

    def forward(self, batch: Batch) -> DetOutput:
        out = self.head(batch.x)
        scores, labels = out[:, 4].sigmoid(), out[:, :4].argmax(1)
        return DetOutput(out[:, :4], scores, labels)


b = Batch(torch.ones(2, 4), torch.tensor([0, 1]), ["a", "b"])
print(b, len(b))
b64 = b.to(torch.float64)
print(b64.x.dtype, b64.meta is b.meta)
out = Detector()(b)
print(type(out).__name__, out._fields, torch.round(out.scores, decimals=4), out.labels)
boxes, scores, labels = out
print(boxes.shape, out[1] is scores, out._replace(labels=None).labels, DetOutput._field_defaults)
print(out._asdict().keys())
mx = torch.tensor([[1, 5], [7, 2]]).max(dim=1)
print(mx, type(mx).__name__, mx.values, mx[1], tuple(mx))
vals, idx = torch.tensor([3.0, 1.0, 2.0]).sort()
print(vals, idx, torch.tensor([[1.0, 2.0], [3.0, 4.0]]).min(0))
sv = torch.linalg.svd(torch.eye(2))
print(type(sv).__name__, sv.S)
