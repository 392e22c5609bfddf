# A custom torch.optim.Optimizer subclass with per-parameter state, plus closures and state_dict.
import torch
from torch.optim import Optimizer


class SignSGD(Optimizer):
    def __init__(self, params, lr=0.01, momentum=0.0):
        if lr <= 0:
            raise ValueError(f"Invalid learning rate: {lr}")
        super().__init__(params, dict(lr=lr, momentum=momentum))

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
                p.add_(torch.sign(buf), alpha=-group["lr"])
        return loss


w = torch.tensor([1.0, -2.0, 0.5], requires_grad=True)
opt = SignSGD([w], lr=0.1, momentum=0.5)
print(opt)
target = torch.tensor([0.0, 0.0, 1.0])


def closure():
    opt.zero_grad()
    loss = ((w - target) ** 2).sum()
    loss.backward()
    return loss


for i in range(4):
    loss = opt.step(closure)
    print(i, round(loss.item(), 4), [round(v, 2) for v in w.tolist()])
print(opt.state[w]["step"], opt.state[w]["buf"])
sd = opt.state_dict()
print(sd["param_groups"], list(sd["state"].keys()), sorted(sd["state"][0].keys()))
try:
    SignSGD([w], lr=0)
except ValueError as e:
    print(e)
print(isinstance(opt, Optimizer), opt.defaults)
