# Saving and loading traced modules via BytesIO; graph/code/inlined_graph of loaded modules.
import io
import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3)
        self.fc = nn.Linear(2, 2)

    def forward(self, x):
        x = self.conv(x).relu()
        x = x.mean((2, 3))
        return self.fc(x)


torch.manual_seed(0)
net = Net().eval()
x = torch.randn(1, 1, 5, 5)
traced = torch.jit.trace(net, x)
buf = io.BytesIO()
torch.jit.save(traced, buf)
buf.seek(0)
loaded = torch.jit.load(buf)
print(type(loaded).__name__, loaded.original_name, loaded.training)
print(torch.allclose(loaded(x), net(x)))
print(loaded.code)
print(loaded.fc.code)
g = str(loaded.graph)
print(g.count("prim::CallMethod"), "aten::mean" in g)
print([n for n, _ in loaded.named_children()], [n for n, _ in loaded.named_parameters()])
sd = loaded.state_dict()
print(list(sd.keys()), torch.equal(sd["fc.weight"], net.fc.weight))
buf2 = io.BytesIO()
torch.jit.save(torch.jit.script(net), buf2, _extra_files={"meta.txt": "v1"})
buf2.seek(0)
extra = {"meta.txt": ""}
ls = torch.jit.load(buf2, _extra_files=extra)
print(extra, torch.allclose(ls(x), loaded(x)))
for name, mod in loaded.named_modules():
    print(repr(name), type(mod).__name__)
