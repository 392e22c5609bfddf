import torch
from torch.optim import Optimizer

class SignSGD(Optimizer):
    def __init__(self, params, lr=0.01, momentum=0.0):
        if lr <= 0:
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
                if "buf" not in state:
                    state["buf"] = torch.zeros_like(p)
                    state["step"] = 0
                buf = state["buf"]
                buf.mul_(group["momentum"]).add_(p.grad)
                state["step"] += 1
                p.add_(buf.sign(), alpha=-group["lr"])
        return loss

w = torch.tensor([3.0, -2.0, 0.5], requires_grad=True)
b = torch.tensor(1.0, requires_grad=True)
opt = SignSGD([{"params": [w]}, {"params": [b], "lr": 0.1}], lr=0.25, momentum=0.5)
print(opt)
for i in range(4):
    def closure():
        opt.zero_grad()
        loss = (w ** 2).sum() + b ** 2
        loss.backward()
        return loss
    l = opt.step(closure)
    print(i, round(l.item(), 4), w.tolist(), round(b.item(), 4))
print(opt.state[w]["step"], len(opt.state), [g["lr"] for g in opt.param_groups])
sd = opt.state_dict()
print(sorted(sd.keys()), sd["param_groups"][0]["params"], sd["param_groups"][1]["params"])
opt.add_param_group({"params": [torch.zeros(2, requires_grad=True)], "lr": 1.0})
print(len(opt.param_groups), opt.param_groups[2]["momentum"])
try:
    SignSGD([w], lr=-1)
except ValueError as e:
    print(e)
try:
    opt.add_param_group({"params": [w]})
except ValueError as e:
    print(e)
opt.zero_grad(set_to_none=True)
print(w.grad)
