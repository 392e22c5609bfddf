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
from torchvision.models.vision_transformer import VisionTransformer
v = torch.jit.script(VisionTransformer(image_size=32, patch_size=8, num_layers=2, num_heads=2, hidden_dim=16, mlp_dim=32))
print(v.code)
print(v.encoder.code)
sw = torch.jit.script(models.swin_t())
print(sw.code)
m = torch.jit.script(models.mnasnet0_5())
print(m.code)
