import math
import torch
import torch.nn as nn
from torch.optim import Optimizer
from torch.optim.lr_scheduler import _LRScheduler, LambdaLR

torch.manual_seed(45)

class SignSGD(Optimizer):
    def __init__(self, params, lr=0.01, momentum=0.0):
        if lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        defaults = dict(lr=lr, momentum=momentum)
        super().__init__(params, defaults)

    @torch.no_grad()
    def step(self, closure=None):
        loss = None
        if closure is not None:
            with torch.enable_grad():
                loss = closure()
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                state = self.state[p]
                if len(state) == 0:
                    state["step"] = 0
                    state["buf"] = torch.zeros_like(p)
                state["step"] += 1
                buf = state["buf"]
                buf.mul_(group["momentum"]).add_(p.grad)
                p.add_(buf.sign(), alpha=-group["lr"])
        return loss

class WarmupCosine(_LRScheduler):
    def __init__(self, optimizer, warmup, total, last_epoch=-1):
        self.warmup = warmup
        self.total = total
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        e = self.last_epoch
        if e < self.warmup:
            return [base * (e + 1) / self.warmup for base in self.base_lrs]
        t = (e - self.warmup) / max(1, self.total - self.warmup)
        return [base * 0.5 * (1 + math.cos(math.pi * t)) for base in self.base_lrs]

model = nn.Linear(3, 1)
X = torch.randn(16, 3)
y = X @ torch.tensor([[1.0], [-2.0], [0.5]]) + 0.3
opt = SignSGD(model.parameters(), lr=0.05, momentum=0.5)
sched = WarmupCosine(opt, warmup=2, total=8)
print(opt)
for epoch in range(8):
    def closure():
        opt.zero_grad()
        loss = nn.functional.mse_loss(model(X), y)
        loss.backward()
        return loss
    loss = opt.step(closure)
    print(epoch, f"{sched.get_last_lr()[0]:.4f}", f"{loss.item():.4f}")
    sched.step()
sd = opt.state_dict()
print(sorted(sd.keys()), sd["param_groups"][0]["params"], sd["state"][0]["step"])
opt2 = SignSGD(model.parameters())
opt2.load_state_dict(sd)
print(opt2.param_groups[0]["lr"], opt2.param_groups[0]["momentum"], opt2.state[model.weight]["step"])
try:
    SignSGD(model.parameters(), lr=-1)
except ValueError as e:
    print("ValueError:", e)
opt.add_param_group({"params": [torch.zeros(2, requires_grad=True)], "lr": 0.5})
print(len(opt.param_groups), opt.param_groups[1]["momentum"], opt.param_groups[1]["lr"])
adam = torch.optim.Adam(model.parameters(), lr=0.1, amsgrad=True)
for _ in range(2):
    adam.zero_grad()
    nn.functional.mse_loss(model(X), y).backward()
    adam.step()
st = adam.state[model.weight]
print(sorted(st.keys()), st["step"], adam.defaults["betas"])
