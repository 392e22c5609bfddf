# The code of scripted torchvision models (TorchScript's printed form) as PyTorch prints it.
import warnings
import torch
from torchvision import models

warnings.simplefilter("ignore")
s = torch.jit.script(models.googlenet(init_weights=False))
print(s.code)
print(s.inception3a.code)
print(s.conv1.code)
i = torch.jit.script(models.inception_v3(init_weights=False))
print(i.code)
print(i.Mixed_5b.code)
c = torch.jit.script(models.convnext_tiny())
print(c.code)
v = torch.jit.script(models.vit_b_32(image_size=64))
print(v.code)
print(v.encoder.code)
sw = torch.jit.script(models.swin_t())
print(sw.code)
m = torch.jit.script(models.mnasnet0_5())
print(m.code)
