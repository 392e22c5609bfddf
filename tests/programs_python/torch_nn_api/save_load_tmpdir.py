import os
import tempfile
import torch
import torch.nn as nn


class MLP(nn.Module):
    def __init__(self, sizes):
        super().__init__()
        layers = []
        for a, b in zip(sizes[:-1], sizes[1:]):
            layers.append(nn.Linear(a, b))
            layers.append(nn.Tanh())
        self.net = nn.Sequential(*layers[:-1])

    def forward(self, x):
        return self.net(x)


torch.manual_seed(0)
model = MLP([4, 8, 8, 2])
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
x = torch.randn(16, 4)
y = torch.randn(16, 2)
for _ in range(3):
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    opt.step()

with tempfile.TemporaryDirectory() as d:
    ckpt = os.path.join(d, "ckpt.pt")
    torch.save({"epoch": 3, "model": model.state_dict(), "optim": opt.state_dict(), "loss": loss.item()}, ckpt)
    print(os.path.exists(ckpt), os.path.basename(ckpt))
    restored = MLP([4, 8, 8, 2])
    state = torch.load(ckpt)
    print(sorted(state.keys()), state["epoch"])
    restored.load_state_dict(state["model"])
    opt2 = torch.optim.Adam(restored.parameters(), lr=1e-2)
    opt2.load_state_dict(state["optim"])
    print(opt2.state_dict()["param_groups"][0]["lr"], len(opt2.state_dict()["state"]))
    print(opt2.state_dict()["state"][0]["step"])
    with torch.no_grad():
        print(torch.equal(model(x), restored(x)))

    scripted = torch.jit.script(model)
    path = os.path.join(d, "mlp_scripted.pt")
    scripted.save(path)
    loaded = torch.jit.load(path)
    print(type(loaded).__name__)
    with torch.no_grad():
        print(torch.allclose(loaded(x), model(x)))
    print([n for n, _ in loaded.named_parameters()])

    t = {"a": torch.arange(6).view(2, 3), "b": [torch.tensor(1.5), "text", 3]}
    p = os.path.join(d, "misc.pt")
    torch.save(t, p)
    t2 = torch.load(p)
    print(t2["a"], t2["b"])
    print(sorted(os.listdir(d)))
