# Optimizers with param groups, per-group lr, add_param_group, zero_grad(set_to_none), state inspection.
import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 1))
backbone, head = model[0], model[2]
opt = torch.optim.SGD([
    {"params": backbone.parameters(), "lr": 0.01},
    {"params": head.parameters()},
], lr=0.1, momentum=0.9, weight_decay=1e-4)
print(len(opt.param_groups), [g["lr"] for g in opt.param_groups], opt.defaults["momentum"])
print(sorted(opt.param_groups[0].keys()))
x, y = torch.randn(8, 3), torch.randn(8, 1)
for _ in range(3):
    opt.zero_grad()
    nn.functional.mse_loss(model(x), y).backward()
    opt.step()
print(len(opt.state), sorted(opt.state[head.weight].keys()), opt.state[head.bias]["momentum_buffer"].shape)
opt.zero_grad(set_to_none=True)
print(head.weight.grad is None)
extra = nn.Parameter(torch.zeros(2))
opt.add_param_group({"params": [extra], "lr": 1.0, "momentum": 0.0})
print(len(opt.param_groups), opt.param_groups[2]["weight_decay"], opt.param_groups[2]["momentum"])
try:
    opt.add_param_group({"params": [extra]})
except ValueError as e:
    print("ValueError:", e)
for g in opt.param_groups:
    g["lr"] *= 0.5
print([g["lr"] for g in opt.param_groups])
adam = torch.optim.Adam(model.parameters(), lr=1e-3, amsgrad=True)
nn.functional.mse_loss(model(x), y).backward()
adam.step()
st = adam.state[backbone.weight]
print(sorted(st.keys()), st["step"], st["exp_avg"].shape)
sd = adam.state_dict()
print(list(sd.keys()), sd["param_groups"][0]["params"], sd["param_groups"][0]["amsgrad"])
print(repr(opt).splitlines()[0], repr(opt).count("Parameter Group"))
print(adam)
try:
    torch.optim.SGD(model.parameters(), lr=-1)
except ValueError as e:
    print("ValueError:", e)
try:
    torch.optim.SGD([], lr=0.1)
except ValueError as e:
    print("ValueError:", e)
