# torch.jit.script / trace of torchvision models agree with eager mode.
import torch
import torchvision

torch.manual_seed(0)
x = torch.randn(1, 3, 64, 64)
for name in ["resnet18", "mobilenet_v2", "squeezenet1_1", "densenet121", "shufflenet_v2_x0_5",
             "mobilenet_v3_small", "alexnet"]:
    m = getattr(torchvision.models, name)(num_classes=3).eval()
    s = torch.jit.script(m)
    with torch.no_grad():
        print(name, type(s).__name__, torch.allclose(s(x), m(x), atol=1e-5), s(x).shape)
m = torchvision.models.resnet34(num_classes=4).eval()
t = torch.jit.trace(m, x)
with torch.no_grad():
    print(torch.allclose(t(x), m(x), atol=1e-5))
