# Detection utilities: anchor generation, box encoding/decoding, IoU and a Python NMS, SSD-like heads.
import math
from typing import List, Tuple
import torch
from torch import nn, Tensor


def box_area(boxes: Tensor) -> Tensor:
    return (boxes[:, 2] - boxes[:, 0]) * (boxes[:, 3] - boxes[:, 1])


def box_iou(boxes1: Tensor, boxes2: Tensor) -> Tensor:
    area1 = box_area(boxes1)
    area2 = box_area(boxes2)
    lt = torch.max(boxes1[:, None, :2], boxes2[:, :2])
    rb = torch.min(boxes1[:, None, 2:], boxes2[:, 2:])
    wh = (rb - lt).clamp(min=0)
    inter = wh[:, :, 0] * wh[:, :, 1]
    return inter / (area1[:, None] + area2 - inter)


def nms(boxes: Tensor, scores: Tensor, iou_threshold: float) -> Tensor:
    order = scores.argsort(descending=True)
    keep = []
    while order.numel() > 0:
        i = order[0].item()
        keep.append(i)
        if order.numel() == 1:
            break
        ious = box_iou(boxes[i].unsqueeze(0), boxes[order[1:]])[0]
        order = order[1:][ious <= iou_threshold]
    return torch.tensor(keep, dtype=torch.int64)


class DefaultBoxGenerator:
    def __init__(self, aspect_ratios: List[List[int]], min_ratio: float = 0.2, max_ratio: float = 0.9):
        self.aspect_ratios = aspect_ratios
        num_outputs = len(aspect_ratios)
        centers = torch.linspace(min_ratio, max_ratio, num_outputs).tolist()
        self.scales = [round(c, 4) for c in centers] + [1.0]

    def num_anchors_per_location(self) -> List[int]:
        return [2 + 2 * len(r) for r in self.aspect_ratios]

    def __call__(self, feature_sizes: List[Tuple[int, int]]) -> Tensor:
        default_boxes = []
        for k, (fh, fw) in enumerate(feature_sizes):
            s_k = self.scales[k]
            s_prime_k = math.sqrt(self.scales[k] * self.scales[k + 1])
            wh_pairs = [[s_k, s_k], [s_prime_k, s_prime_k]]
            for ar in self.aspect_ratios[k]:
                sq_ar = math.sqrt(ar)
                w = self.scales[k] * sq_ar
                h = self.scales[k] / sq_ar
                wh_pairs.extend([[w, h], [h, w]])
            wh = torch.tensor(wh_pairs)
            shifts_x = (torch.arange(0, fw) + 0.5) / fw
            shifts_y = (torch.arange(0, fh) + 0.5) / fh
            shift_y, shift_x = torch.meshgrid(shifts_y, shifts_x, indexing="ij")
            shifts = torch.stack((shift_x.reshape(-1), shift_y.reshape(-1)) * len(wh_pairs), dim=-1).reshape(-1, 2)
            boxes = torch.cat((shifts, wh.repeat(fh * fw, 1)), dim=1)
            default_boxes.append(boxes)
        db = torch.cat(default_boxes, dim=0)
        return torch.cat([db[:, :2] - 0.5 * db[:, 2:], db[:, :2] + 0.5 * db[:, 2:]], -1)


class BoxCoder:
    def __init__(self, weights: Tuple[float, float, float, float]):
        self.weights = weights

    def encode(self, ref: Tensor, proposals: Tensor) -> Tensor:
        wx, wy, ww, wh = self.weights
        pw = proposals[:, 2] - proposals[:, 0]
        ph = proposals[:, 3] - proposals[:, 1]
        px = proposals[:, 0] + 0.5 * pw
        py = proposals[:, 1] + 0.5 * ph
        gw = ref[:, 2] - ref[:, 0]
        gh = ref[:, 3] - ref[:, 1]
        gx = ref[:, 0] + 0.5 * gw
        gy = ref[:, 1] + 0.5 * gh
        return torch.stack((wx * (gx - px) / pw, wy * (gy - py) / ph,
                            ww * torch.log(gw / pw), wh * torch.log(gh / ph)), dim=1)

    def decode(self, codes: Tensor, boxes: Tensor) -> Tensor:
        wx, wy, ww, wh = self.weights
        widths = boxes[:, 2] - boxes[:, 0]
        heights = boxes[:, 3] - boxes[:, 1]
        ctr_x = boxes[:, 0] + 0.5 * widths
        ctr_y = boxes[:, 1] + 0.5 * heights
        dx, dy = codes[:, 0] / wx, codes[:, 1] / wy
        dw = torch.clamp(codes[:, 2] / ww, max=math.log(1000.0 / 16))
        dh = torch.clamp(codes[:, 3] / wh, max=math.log(1000.0 / 16))
        pcx = dx * widths + ctr_x
        pcy = dy * heights + ctr_y
        pw = torch.exp(dw) * widths
        ph = torch.exp(dh) * heights
        return torch.stack((pcx - 0.5 * pw, pcy - 0.5 * ph, pcx + 0.5 * pw, pcy + 0.5 * ph), dim=1)


class SSDHead(nn.Module):
    def __init__(self, in_channels: List[int], num_anchors: List[int], num_classes: int):
        super().__init__()
        self.cls = nn.ModuleList([nn.Conv2d(c, a * num_classes, 3, padding=1) for c, a in zip(in_channels, num_anchors)])
        self.reg = nn.ModuleList([nn.Conv2d(c, a * 4, 3, padding=1) for c, a in zip(in_channels, num_anchors)])
        self.num_classes = num_classes

    @staticmethod
    def _flatten(x: Tensor, k: int) -> Tensor:
        N, _, H, W = x.shape
        x = x.view(N, -1, k, H, W).permute(0, 3, 4, 1, 2)
        return x.reshape(N, -1, k)

    def forward(self, feats: List[Tensor]):
        logits = torch.cat([self._flatten(m(f), self.num_classes) for m, f in zip(self.cls, feats)], dim=1)
        deltas = torch.cat([self._flatten(m(f), 4) for m, f in zip(self.reg, feats)], dim=1)
        return {"cls_logits": logits, "bbox_regression": deltas}


torch.manual_seed(12)
gen = DefaultBoxGenerator([[2], [2, 3]])
print(gen.scales, gen.num_anchors_per_location())
anchors = gen([(4, 4), (2, 2)])
print(anchors.shape, [round(v, 4) for v in anchors[0].tolist()], [round(v, 4) for v in anchors[-1].tolist()])
head = SSDHead([8, 16], gen.num_anchors_per_location(), num_classes=3).eval()
feats = [torch.randn(1, 8, 4, 4), torch.randn(1, 16, 2, 2)]
with torch.no_grad():
    out = head(feats)
print({k: tuple(v.shape) for k, v in out.items()})
coder = BoxCoder((10.0, 10.0, 5.0, 5.0))
gt = torch.tensor([[0.1, 0.1, 0.4, 0.5], [0.5, 0.5, 0.9, 0.8]])
iou = box_iou(gt, anchors)
best = iou.argmax(dim=1)
print(best.tolist(), [round(v, 4) for v in iou.max(dim=1).values.tolist()])
codes = coder.encode(gt, anchors[best])
back = coder.decode(codes, anchors[best])
print(torch.allclose(back, gt, atol=1e-6), codes.shape)
boxes = torch.tensor([[0, 0, 10, 10], [1, 1, 11, 11], [20, 20, 30, 30], [0, 0, 9, 10], [21, 19, 31, 29.]])
scores = torch.tensor([0.9, 0.8, 0.7, 0.95, 0.6])
print(nms(boxes, scores, 0.5).tolist(), nms(boxes, scores, 0.95).tolist())
probs = out["cls_logits"].softmax(-1)
score, label = probs[0, :, 1:].max(-1)
top = score.topk(3)
print(top.indices.shape, (label[top.indices] + 1).tolist() == (label[top.indices] + 1).tolist())
