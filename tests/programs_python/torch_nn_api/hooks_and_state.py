import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 6), nn.ReLU(), nn.Linear(6, 3))
activations = {}


def get_activation(name):
    def hook(module, inp, output):
        activations[name] = output.detach()
    return hook


h1 = model[0].register_forward_hook(get_activation("fc1"))
h2 = model[2].register_forward_hook(get_activation("fc2"))
calls = []
pre = model.register_forward_pre_hook(lambda m, inp: calls.append(inp[0].shape))
x = torch.randn(5, 4)
out = model(x)
print(sorted(activations), activations["fc1"].shape, torch.equal(activations["fc2"], out.detach()))
print(calls)
h1.remove()
h2.remove()
pre.remove()
activations.clear()
model(x)
print(activations, len(calls))


class WithBuffers(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("running", torch.zeros(3))
        self.register_buffer("scratch", torch.ones(2), persistent=False)
        self.register_parameter("scale", nn.Parameter(torch.ones(3)))
        self.steps = 0

    def forward(self, x):
        if self.training:
            self.running.mul_(0.9).add_(x.mean(0) * 0.1)
            self.steps += 1
        return x * self.scale


m = WithBuffers()
for _ in range(3):
    m(torch.full((2, 3), 10.0))
print(m.running.round(decimals=3), m.steps)
print(list(m.state_dict().keys()), [n for n, _ in m.named_buffers()])
m.eval()
m(torch.ones(1, 3))
print(m.steps, m.training)
sd = {k: v.clone() for k, v in m.state_dict().items()}
sd["extra"] = torch.zeros(1)
result = m.load_state_dict(sd, strict=False)
print(result.missing_keys, result.unexpected_keys)
try:
    m.load_state_dict({"scale": torch.ones(3)})
except RuntimeError as e:
    print(str(e).splitlines()[0])
m.zero_grad()
(m(torch.ones(2, 3)).sum()).backward()
print(m.scale.grad)
m.requires_grad_(False)
print([p.requires_grad for p in m.parameters()])
print(m.apply(lambda mod: None) is m, m.half().scale.dtype, m.float().running.dtype)
