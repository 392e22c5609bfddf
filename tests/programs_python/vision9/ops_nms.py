# nms / batched_nms keep indices, including ties and many random boxes.
import torch
from torchvision.ops import nms, batched_nms

boxes = torch.tensor([[0., 0., 10., 10.], [1., 1., 11., 11.], [20., 20., 30., 30.], [21., 21., 29., 29.],
                      [0., 0., 10., 10.]])
scores = torch.tensor([0.9, 0.8, 0.7, 0.95, 0.9])
print(nms(boxes, scores, 0.5))
print(nms(boxes, scores, 0.9))
print(batched_nms(boxes, scores, torch.tensor([0, 1, 0, 0, 1]), 0.5))
torch.manual_seed(0)
xy = torch.rand(60, 2) * 50
wh = torch.rand(60, 2) * 20 + 1
rb = torch.cat([xy, xy + wh], 1)
sc = torch.rand(60)
print(nms(rb, sc, 0.3))
print(batched_nms(rb, sc, torch.randint(0, 3, (60,)), 0.3))
print(nms(torch.zeros(0, 4), torch.zeros(0), 0.5))
