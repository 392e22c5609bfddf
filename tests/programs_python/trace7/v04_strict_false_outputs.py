import torch
import torch.nn as nn


class Splitter(nn.Module):
    def forward(self, x):
        return [x[:, :2], x[:, 2:]]


class Heads(nn.Module):
    def forward(self, x):
        return {"mean": x.mean(1), "max": x.amax(1)}


x = torch.arange(8.0).reshape(2, 4)
for mod in (Splitter(), Heads()):
    try:
        torch.jit.trace(mod, x)
        print("strict ok")
    except Exception as e:
        print(type(e).__name__, str(e).split("\n")[0][:60])
    t = torch.jit.trace(mod, x, strict=False)
    print(t.code)
    out = t(x + 1)
    if isinstance(out, dict):
        print(sorted(out.items()))
    else:
        print(out)
