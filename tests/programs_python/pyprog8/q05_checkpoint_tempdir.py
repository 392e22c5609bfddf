# Save and restore a model + optimizer checkpoint through a temporary directory.
import os
import tempfile
import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 8)
        self.bn = nn.BatchNorm1d(8)
        self.fc2 = nn.Linear(8, 2)

    def forward(self, x):
        return self.fc2(torch.relu(self.bn(self.fc1(x))))


torch.manual_seed(1)
model = Net()
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
x = torch.randn(8, 4)
target = torch.randint(0, 2, (8,))
for step in range(3):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(x), target)
    loss.backward()
    opt.step()

with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "ckpt.pt")
    torch.save({"epoch": 3, "model": model.state_dict(), "optim": opt.state_dict(),
                "meta": {"name": "net", "tags": ["a", "b"]}}, path)
    print("saved:", os.path.basename(path), os.path.exists(path), sorted(os.listdir(tmp)))
    ckpt = torch.load(path)

print(sorted(ckpt.keys()), ckpt["epoch"], ckpt["meta"])
print(list(ckpt["model"].keys()))
print(ckpt["model"]["bn.num_batches_tracked"])
opt_sd = ckpt["optim"]
print(sorted(opt_sd.keys()), opt_sd["param_groups"][0]["lr"], sorted(opt_sd["state"].keys()))
print(opt_sd["state"][0]["step"], sorted(opt_sd["state"][0].keys()))

restored = Net()
result = restored.load_state_dict(ckpt["model"])
print(result)
opt2 = torch.optim.Adam(restored.parameters(), lr=1.0)
opt2.load_state_dict(ckpt["optim"])
print(opt2.param_groups[0]["lr"], opt2.param_groups[0]["betas"])
model.eval(); restored.eval()
same = all(torch.equal(a, b) for a, b in zip(model.state_dict().values(), restored.state_dict().values()))
print("identical state:", same, torch.equal(model(x), restored(x)))

partial = {k: v for k, v in ckpt["model"].items() if not k.startswith("fc2")}
missing = Net().load_state_dict(partial, strict=False)
print("missing:", missing.missing_keys, "unexpected:", missing.unexpected_keys)
try:
    Net().load_state_dict(partial)
except RuntimeError as e:
    print(str(e).splitlines()[0])
