# A training checkpoint the usual way: torch.save a dict with the model's and
# optimizer's state_dicts, load it into fresh objects, and continue.
import io
import os
import tempfile

import torch
import torch.nn as nn

torch.manual_seed(0)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 8)
        self.bn = nn.BatchNorm1d(8)
        self.fc2 = nn.Linear(8, 2)

    def forward(self, x):
        return self.fc2(torch.relu(self.bn(self.fc1(x))))


model = Net()
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
x, y = torch.randn(16, 4), torch.randint(0, 2, (16,))
for _ in range(3):
    opt.zero_grad()
    nn.functional.cross_entropy(model(x), y).backward()
    opt.step()

d = tempfile.mkdtemp()
path = os.path.join(d, "ckpt.pth")
torch.save({"epoch": 3, "model": model.state_dict(), "optim": opt.state_dict(), "note": "warm-up"}, path)
ckpt = torch.load(path)
print(sorted(ckpt), ckpt["epoch"], ckpt["note"])
print(list(ckpt["model"].keys()))
print(type(ckpt["model"]).__name__, ckpt["model"]._metadata[""])

fresh = Net()
fresh_opt = torch.optim.SGD(fresh.parameters(), lr=0.1, momentum=0.9)
print(fresh.load_state_dict(ckpt["model"]))
fresh_opt.load_state_dict(ckpt["optim"])
model.eval()
fresh.eval()
print(torch.equal(model(x), fresh(x)))
print(fresh_opt.state_dict()["param_groups"])
print(torch.equal(fresh.bn.running_mean, model.bn.running_mean), fresh.bn.num_batches_tracked)

# Views keep sharing one storage; dtypes, requires_grad and Parameters survive.
base = torch.arange(12.0)
obj = {"a": base[2:6], "b": base.view(3, 4), "i": torch.tensor([1, 2], dtype=torch.int32),
       "h": torch.ones(2, dtype=torch.float16), "bool": torch.tensor([True, False]),
       "g": torch.ones(2, requires_grad=True), "p": nn.Parameter(torch.zeros(3)), "e": torch.empty(0),
       "size": torch.Size([2, 3]), "dtype": torch.float64, "dev": torch.device("cpu")}
buf = io.BytesIO()
torch.save(obj, buf)
buf.seek(0)
back = torch.load(buf)
back["b"][0, 3] = 100.0
print(back["a"], back["b"].stride(), back["i"].dtype, back["h"], back["bool"])
print(back["g"].requires_grad, type(back["p"]).__name__, back["p"].requires_grad, back["e"].shape)
print(back["size"], back["dtype"], back["dev"])

# The legacy (pre-1.6) stream still loads.
buf = io.BytesIO()
torch.save({"w": torch.tensor([[1.0, 2.0]]), "n": 5}, buf, _use_new_zipfile_serialization=False)
buf.seek(0)
print(torch.load(buf))

# weights_only admits tensors and plain containers, nothing else.
buf = io.BytesIO()
torch.save({"w": torch.ones(1), "net": nn.ReLU()}, buf)
buf.seek(0)
try:
    torch.load(buf, weights_only=True)
except Exception as e:
    print(type(e).__name__, str(e).split("error: ")[-1])
buf.seek(0)
print(torch.load(buf, map_location="cpu")["net"])

for bad in [b"", b"not a checkpoint", b"PK\x03\x04broken"]:
    try:
        torch.load(io.BytesIO(bad))
    except Exception as e:
        print(type(e).__name__)
