import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 6), nn.ReLU(), nn.Linear(6, 3))
acts = {}

def save_act(name):
    def hook(mod, inp, out):
        acts[name] = (type(mod).__name__, tuple(inp[0].shape), tuple(out.shape))
    return hook

handles = [m.register_forward_hook(save_act(n)) for n, m in model.named_children()]
pre = model[0].register_forward_pre_hook(lambda m, inp: (inp[0] * 0 + 1,))
out = model(torch.randn(2, 4))
for k in sorted(acts):
    print(k, acts[k])
print(torch.equal(out, model(torch.zeros(2, 4))))
pre.remove()
for h in handles:
    h.remove()
acts.clear()
model(torch.ones(1, 4))
print(acts)

grads = []
h = model[2].register_full_backward_hook(lambda m, gi, go: grads.append((tuple(gi[0].shape), tuple(go[0].shape))))
model(torch.randn(5, 4)).sum().backward()
print(grads)
h.remove()

def init_weights(m):
    if isinstance(m, nn.Linear):
        nn.init.constant_(m.weight, 0.1)
        nn.init.zeros_(m.bias)
        print("init", m)
model.apply(init_weights)
print(model(torch.ones(1, 4)))
print([n for n, _ in model.named_modules()])
print([type(c).__name__ for c in model.children()])
model.zero_grad()
print([p.grad for p in model.parameters()][:2])
model.requires_grad_(False)
print(all(not p.requires_grad for p in model.parameters()))
model.half()
print(model[0].weight.dtype)
model.float()
print(next(model.parameters()).dtype, model[0].weight.requires_grad)
print(model.get_submodule("2"), model.get_parameter("0.bias").shape)
