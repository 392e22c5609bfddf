# torch.jit.script of the torchvision models agrees with eager mode (eval), and scripted
# GoogLeNet / Inception3 return their namedtuple outputs.
import warnings
import torch
from torchvision import models

warnings.simplefilter("ignore")
torch.manual_seed(0)
x = torch.randn(1, 3, 64, 64)
for name, kw in [("convnext_tiny", {}), ("regnet_y_400mf", {}), ("regnet_x_400mf", {}), ("mnasnet0_5", {}),
                 ("vit_b_32", {"image_size": 64}), ("swin_t", {}), ("googlenet", {"init_weights": False})]:
    m = getattr(models, name)(num_classes=3, **kw).eval()
    s = torch.jit.script(m)
    with torch.no_grad():
        a, b = m(x), s(x)
    if isinstance(b, tuple):
        print(name, type(b).__name__, b._fields, b.aux_logits2 is None)
        b = b.logits
    print(name, type(s).__name__, s.original_name, torch.allclose(a, b, atol=1e-5), tuple(b.shape))

g = models.googlenet(num_classes=4, init_weights=False)
sg = torch.jit.script(g)
sg.train()
out = sg(torch.randn(2, 3, 64, 64))
print(type(out).__name__, out.logits.shape, out.aux_logits2.shape, out.aux_logits1.shape)
print(list(sg.state_dict()) == list(g.state_dict()))
inc = models.inception_v3(num_classes=4, init_weights=False).eval()
si = torch.jit.script(inc)
xi = torch.randn(1, 3, 75, 75)
with torch.no_grad():
    r = si(xi)
    print(type(r).__name__, r._fields, r.aux_logits, torch.allclose(r.logits, inc(xi), rtol=1e-4, atol=1e-3))
