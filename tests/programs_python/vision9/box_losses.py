# generalized / distance / complete IoU losses and ToTensor's error for tensors.
import torch
from torchvision.ops import generalized_box_iou_loss, distance_box_iou_loss, complete_box_iou_loss
import torchvision.transforms as T

pred = torch.tensor([[0., 0., 10., 10.], [2., 3., 8., 9.], [0., 0., 1., 1.]], requires_grad=True)
gt = torch.tensor([[1., 1., 11., 12.], [2., 3., 8., 9.], [5., 5., 6., 7.]])
for fn in (generalized_box_iou_loss, distance_box_iou_loss, complete_box_iou_loss):
    print(fn.__name__, fn(pred, gt), round(fn(pred, gt, reduction="mean").item(), 6))
loss = complete_box_iou_loss(pred, gt, reduction="sum")
loss.backward()
print(torch.round(pred.grad, decimals=5))
print(generalized_box_iou_loss(torch.zeros(0, 4), torch.zeros(0, 4), reduction="mean"))
print(T.ToTensor())
try:
    T.ToTensor()(torch.zeros(3, 2, 2))
except TypeError as e:
    print(e)
