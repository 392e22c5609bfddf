import io
import copy
import pickle
import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
loss = model(torch.randn(5, 3)).pow(2).mean()
loss.backward()
opt.step()

buf = io.BytesIO()
torch.save({"model": model.state_dict(), "opt": opt.state_dict(), "epoch": 3, "note": "ckpt"}, buf)
print(buf.tell() > 0)
buf.seek(0)
ckpt = torch.load(buf)
print(sorted(ckpt.keys()), ckpt["epoch"], ckpt["note"])
model2 = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 1))
res = model2.load_state_dict(ckpt["model"])
print(res)
print(all(torch.equal(a, b) for a, b in zip(model.parameters(), model2.parameters())))
opt2 = torch.optim.SGD(model2.parameters(), lr=0.5)
opt2.load_state_dict(ckpt["opt"])
print(opt2.param_groups[0]["lr"], opt2.param_groups[0]["momentum"], len(opt2.state))
bad = {k: v for k, v in ckpt["model"].items() if k != "2.bias"}
bad["extra"] = torch.zeros(1)
r = model2.load_state_dict(bad, strict=False)
print(r.missing_keys, r.unexpected_keys)
try:
    model2.load_state_dict(bad)
except RuntimeError as e:
    print(str(e).splitlines()[0])
m3 = copy.deepcopy(model)
m3[0].weight.data.fill_(1.0)
print(model[0].weight.data.eq(1.0).all().item(), m3[0].weight.sum().item())
t = torch.arange(6.).view(2, 3)
t2 = pickle.loads(pickle.dumps(t))
print(t2, t2.dtype)
b2 = io.BytesIO()
torch.save([t, t[0]], b2)
b2.seek(0)
a, b = torch.load(b2)
b[0] = 100.0
print(a)
s = io.StringIO()
print("hello", 3, file=s)
s.write("more\n")
print(repr(s.getvalue()))
for line in io.StringIO("l1\nl2\n"):
    print(line.rstrip())
