# torch.jit.trace of the torchvision models, and a scripted model saved and loaded back.
import io
import warnings
import torch
from torch import nn
from torchvision import models

warnings.simplefilter("ignore")
torch.manual_seed(0)
x = torch.randn(1, 3, 64, 64)
for name, kw in [("convnext_tiny", {}), ("vit_b_32", {"image_size": 64}), ("swin_t", {}), ("regnet_x_400mf", {}),
                 ("googlenet", {"init_weights": False, "aux_logits": False})]:
    m = getattr(models, name)(num_classes=3, **kw).eval()
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
