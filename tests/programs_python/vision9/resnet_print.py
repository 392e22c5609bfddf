# print(model) of torchvision models matches torchvision's module repr.
import torch
import torchvision

torch.manual_seed(0)
print(torchvision.models.resnet18(num_classes=3))
print(torchvision.models.squeezenet1_1(num_classes=4))
