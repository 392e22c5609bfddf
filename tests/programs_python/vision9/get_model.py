# torchvision.models.get_model / get_model_builder build the registered models by name.
import torch
import torchvision
from torchvision.models import get_model, get_model_builder

torch.manual_seed(0)
m = get_model("resnet18", num_classes=2)
print(type(m).__name__, m.fc)
print(get_model_builder("SqueezeNet1_1") is torchvision.models.squeezenet1_1)
print(round(m.conv1.weight.sum().item(), 4))
try:
    get_model("no_such_net")
except ValueError as e:
    print(e)
names = torchvision.models.list_models()
print(all(n in names for n in ["alexnet", "resnet18", "resnet50", "vgg11", "vgg16_bn", "mobilenet_v2",
                               "squeezenet1_0", "densenet121"]))
print(names == sorted(names))
