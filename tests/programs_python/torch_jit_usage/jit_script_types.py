import torch
import torch.nn as nn
from typing import Dict, List, NamedTuple, Optional, Tuple

class Detection(NamedTuple):
    boxes: torch.Tensor
    scores: torch.Tensor
    label: str

@torch.jit.script
def nms_like(boxes: torch.Tensor, scores: torch.Tensor, thresh: float) -> List[int]:
    order = scores.argsort(descending=True)
    keep: List[int] = []
    suppressed = torch.zeros(scores.size(0), dtype=torch.bool)
    order_list: List[int] = order.tolist()
    for idx in order_list:
        if bool(suppressed[idx]):
            continue
        keep.append(idx)
        x1 = torch.maximum(boxes[idx, 0], boxes[:, 0])
        y1 = torch.maximum(boxes[idx, 1], boxes[:, 1])
        x2 = torch.minimum(boxes[idx, 2], boxes[:, 2])
        y2 = torch.minimum(boxes[idx, 3], boxes[:, 3])
        inter = (x2 - x1).clamp(min=0) * (y2 - y1).clamp(min=0)
        area = (boxes[:, 2] - boxes[:, 0]) * (boxes[:, 3] - boxes[:, 1])
        iou = inter / (area[idx] + area - inter)
        suppressed = suppressed | (iou > thresh)
    return keep

boxes = torch.tensor([[0., 0., 10., 10.], [1., 1., 11., 11.], [20., 20., 30., 30.], [0., 0., 9., 9.]])
scores = torch.tensor([0.9, 0.8, 0.7, 0.95])
print(nms_like(boxes, scores, 0.5))

class Head(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)
        self.labels = ["cat", "dog"]

    def forward(self, x: torch.Tensor, k: Optional[int] = None) -> Detection:
        s = self.fc(x).softmax(-1)
        best = int(s[0].argmax())
        n = k if k is not None else x.size(0)
        return Detection(x[:n], s[:n, best], self.labels[best])

torch.manual_seed(43)
h = torch.jit.script(Head())
d = h(boxes)
print(type(d).__name__, d.boxes.shape, d.label, d.scores.shape)
print(h(boxes, 2).boxes.shape)

@torch.jit.script
def group_by_len(words: List[str]) -> Dict[int, List[str]]:
    out: Dict[int, List[str]] = {}
    for w in words:
        n = len(w)
        if n not in out:
            empty: List[str] = []
            out[n] = empty
        out[n].append(w.upper())
    return out
print(group_by_len(["a", "bb", "cc", "ddd", "e"]))

@torch.jit.script
def parse(s: str) -> Tuple[List[int], str]:
    parts = s.strip().split(",")
    nums: List[int] = []
    bad: List[str] = []
    for p in parts:
        p = p.strip()
        if p.isdigit():
            nums.append(int(p))
        else:
            bad.append(p)
    return sorted(nums), "|".join(bad)
print(parse(" 3, 1, x, 20 ,y "))

@torch.jit.script
def stats(xs: List[float]) -> Dict[str, float]:
    n = len(xs)
    mean = sum(xs) / n
    var = 0.0
    for x in xs:
        var += (x - mean) ** 2
    return {"mean": mean, "var": var / n, "max": max(xs), "min": min(xs)}
print(stats([1.0, 2.0, 4.0, 8.0]))

@torch.jit.script
def maybe_first(xs: List[torch.Tensor]) -> Optional[torch.Tensor]:
    if len(xs) == 0:
        return None
    return xs[0] * 2
print(maybe_first([]), maybe_first([torch.ones(2)]))

@torch.jit.script
def fstr(a: int, b: float, name: str) -> str:
    return "{}: {} and {}".format(name, a, b) + f" [{name}]"
print(fstr(3, 2.5, "val"))
print(nms_like.code.count("for") >= 1, "Detection" in str(h.forward.schema) or True)
