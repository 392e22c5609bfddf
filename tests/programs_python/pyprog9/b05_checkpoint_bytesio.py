# Checkpointing with torch.save/torch.load into io.BytesIO: model + optimizer + extra state, resume training.
import io
import copy
import torch
import torch.nn as nn
import torch.nn.functional as F


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 8)
        self.bn = nn.BatchNorm1d(8)
        self.fc2 = nn.Linear(8, 2)

    def forward(self, x):
        return self.fc2(F.relu(self.bn(self.fc1(x))))


torch.manual_seed(0)
x = torch.randn(16, 4)
y = (x.sum(1) > 0).long()


def train(model, opt, steps):
    losses = []
    for _ in range(steps):
        opt.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        opt.step()
        losses.append(round(loss.item(), 5))
    return losses


model = Net()
opt = torch.optim.Adam(model.parameters(), lr=0.01)
print(train(model, opt, 3))
buf = io.BytesIO()
torch.save({"epoch": 3, "model_state_dict": model.state_dict(), "optimizer_state_dict": opt.state_dict(),
            "loss": 0.5, "history": [1, 2, 3], "name": "net"}, buf)
print(buf.tell() > 0)
reference = copy.deepcopy(model)
ref_opt = torch.optim.Adam(reference.parameters(), lr=0.01)
ref_opt.load_state_dict(opt.state_dict())
cont = train(reference, ref_opt, 2)

buf.seek(0)
ckpt = torch.load(buf)
print(sorted(ckpt.keys()), ckpt["epoch"], ckpt["history"], ckpt["name"])
print(list(ckpt["model_state_dict"].keys()))
print(ckpt["optimizer_state_dict"]["param_groups"][0]["lr"], sorted(ckpt["optimizer_state_dict"]["state"][0].keys()))
model2 = Net()
opt2 = torch.optim.Adam(model2.parameters(), lr=0.5)
print(model2.load_state_dict(ckpt["model_state_dict"]))
opt2.load_state_dict(ckpt["optimizer_state_dict"])
print(opt2.param_groups[0]["lr"], opt2.state[model2.fc1.weight]["step"])
resumed = train(model2, opt2, 2)
print(resumed == cont, resumed)

sd = model.state_dict()
sd.pop("fc2.bias")
sd["extra.weight"] = torch.zeros(1)
res = Net().load_state_dict(sd, strict=False)
print(res.missing_keys, res.unexpected_keys)
try:
    Net().load_state_dict(sd)
except RuntimeError as e:
    print(str(e).splitlines()[0])
bad = model.state_dict()
bad["fc1.weight"] = torch.zeros(3, 4)
try:
    Net().load_state_dict(bad)
except RuntimeError as e:
    print(str(e).splitlines()[1].strip())

buf2 = io.BytesIO()
torch.save(model, buf2)
buf2.seek(0)
whole = torch.load(buf2)
print(type(whole).__name__, torch.equal(whole.fc1.weight, model.fc1.weight), whole.training)
t = torch.arange(6.).view(2, 3)
buf3 = io.BytesIO()
torch.save([t, t[0], {"view": t[:, 1]}], buf3)
buf3.seek(0)
a, b, c = torch.load(buf3)
a[0, 0] = 100
print(b[0].item(), c["view"].tolist(), a.is_contiguous(), c["view"].is_contiguous())
