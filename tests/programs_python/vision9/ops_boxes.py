# torchvision.ops box utilities with exact outputs.
import torch
from torchvision import ops
from torchvision.ops import boxes as box_ops

b1 = torch.tensor([[0., 0., 10., 10.], [5., 5., 15., 15.], [20., 20., 30., 40.]])
b2 = torch.tensor([[0., 0., 10., 10.], [0., 0., 5., 5.]])
print(ops.box_area(b1))
print(ops.box_iou(b1, b2))
print(ops.generalized_box_iou(b1, b2))
print(ops.distance_box_iou(b1, b2))
print(ops.complete_box_iou(b1, b2))
print(ops.box_convert(b1, "xyxy", "cxcywh"))
print(ops.box_convert(b1, "xyxy", "xywh"))
print(ops.box_convert(torch.tensor([[5., 5., 10., 10.]]), "cxcywh", "xywh"))
print(ops.clip_boxes_to_image(torch.tensor([[-5., 2., 50., 8.]]), (6, 40)))
print(ops.remove_small_boxes(b1, 10.5))
print(box_ops.box_area(torch.tensor([[0, 0, 3, 4]], dtype=torch.int32)))
masks = torch.zeros(2, 6, 6)
masks[0, 1:3, 2:5] = 1
masks[1, 4, 0] = 1
print(ops.masks_to_boxes(masks))
