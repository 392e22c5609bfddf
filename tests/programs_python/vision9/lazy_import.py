# `import torch` does not import torchvision; legacy pretrained=False still builds;
# pretrained weights are refused with a clear error (nothing is downloaded).
import sys
import torch

print("torchvision" in sys.modules)
import torchvision
print("torchvision" in sys.modules, "torchvision.models" in sys.modules)
print(callable(torchvision.models.resnet18), torchvision.models.resnet.ResNet.__name__)
from torchvision.models import mobilenet_v2, squeezenet1_0, densenet121, vgg11_bn, resnet50, alexnet
from torchvision.models.resnet import conv3x3, conv1x1
print(conv3x3(4, 8, stride=2), conv1x1(4, 8))
from torchvision.models.squeezenet import Fire
print(Fire(8, 2, 4, 4))
from torchvision.models.mobilenetv2 import InvertedResidual
print(InvertedResidual(8, 8, 1, expand_ratio=2))
