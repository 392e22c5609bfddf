# torch.jit.trace of the torchvision models, and a scripted model saved and loaded back.
import io
import warnings
import torch
from torch import nn
from torchvision import models

warnings.simplefilter("ignore")
torch.manual_seed(0)
x = torch.randn(1, 3, 64, 64)
from torchvision.models.vision_transformer import VisionTransformer
from torchvision.models.swin_transformer import SwinTransformer
small = {
    "vit": VisionTransformer(image_size=64, patch_size=16, num_layers=2, num_heads=2, hidden_dim=32, mlp_dim=64,
                             num_classes=3),
    "swin": SwinTransformer(patch_size=[4, 4], embed_dim=16, depths=[2, 2], num_heads=[2, 4], window_size=[4, 4],
                            num_classes=3),
    "regnet_x_400mf": models.regnet_x_400mf(num_classes=3),
    "googlenet": models.googlenet(num_classes=3, init_weights=False, aux_logits=False),
}
for name, m in small.items():
    m.eval()
    with torch.no_grad():
        t = torch.jit.trace(m, x)
        print(name, type(t).__name__, torch.allclose(t(x), m(x), atol=1e-5))
m = models.mnasnet0_5(num_classes=3).eval()
buf = io.BytesIO()
torch.jit.save(torch.jit.script(m), buf)
buf.seek(0)
loaded = torch.jit.load(buf)
with torch.no_grad():
    print(type(loaded).__name__, loaded.original_name, torch.allclose(loaded(x), m(x), atol=1e-5))
print(sorted(loaded.state_dict()) == sorted(m.state_dict()))
