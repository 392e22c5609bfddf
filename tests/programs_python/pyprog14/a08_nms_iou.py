import torch
import torchvision
from torchvision.ops import nms, box_iou, batched_nms, box_area, box_convert, clip_boxes_to_image, remove_small_boxes

boxes = torch.tensor([[0, 0, 10, 10], [1, 1, 11, 11], [20, 20, 30, 30], [0, 0, 9, 10], [21, 19, 29, 31]], dtype=torch.float)
scores = torch.tensor([0.9, 0.8, 0.7, 0.95, 0.6])


def iou_manual(a, b):
    lt = torch.max(a[:, None, :2], b[None, :, :2])
    rb = torch.min(a[:, None, 2:], b[None, :, 2:])
    wh = (rb - lt).clamp(min=0)
    inter = wh[..., 0] * wh[..., 1]
    area_a = (a[:, 2] - a[:, 0]) * (a[:, 3] - a[:, 1])
    area_b = (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1])
    return inter / (area_a[:, None] + area_b[None, :] - inter)


def nms_manual(boxes, scores, thr):
    order = scores.argsort(descending=True)
    keep = []
    while order.numel() > 0:
        i = order[0].item()
        keep.append(i)
        if order.numel() == 1:
            break
        ious = iou_manual(boxes[i:i + 1], boxes[order[1:]])[0]
        order = order[1:][ious <= thr]
    return torch.tensor(keep)


print(torch.round(box_iou(boxes, boxes), decimals=3))
print(torch.allclose(iou_manual(boxes, boxes), box_iou(boxes, boxes)))
print(nms(boxes, scores, 0.5).tolist(), nms_manual(boxes, scores, 0.5).tolist())
print(nms(boxes, scores, 0.95).tolist())
print(batched_nms(boxes, scores, torch.tensor([0, 1, 0, 0, 1]), 0.5).tolist())
print(box_area(boxes).tolist())
print(box_convert(boxes[:2], "xyxy", "cxcywh").tolist())
print(box_convert(torch.tensor([[5.0, 5.0, 4.0, 2.0]]), "cxcywh", "xyxy").tolist())
print(clip_boxes_to_image(torch.tensor([[-2.0, 3.0, 40.0, 8.0]]), (10, 20)).tolist())
print(remove_small_boxes(boxes, 9.5).tolist())
print(torchvision.ops.generalized_box_iou(boxes[:2], boxes[2:3]))
