import torch
import torch.nn as nn

torch.manual_seed(0)
log = []
class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(2, 2)
    def forward(self, x):
        return torch.relu(self.fc(x))

b = Block()
def pre(mod, inputs):
    log.append(("pre", type(mod).__name__, inputs[0].shape))
    return (inputs[0] * 2,)
def post(mod, inputs, output):
    log.append(("post", type(mod).__name__, tuple(output.shape)))
    return output + 1
h1 = b.register_forward_pre_hook(pre)
h2 = b.fc.register_forward_hook(post)
grads = []
h3 = b.fc.register_full_backward_hook(lambda m, gi, go: grads.append((len(gi), len(go), gi[0] is None)))
x = torch.ones(1, 2, requires_grad=True)
y = b(x)
print(torch.round(y, decimals=4))
y.sum().backward()
for e in log:
    print(e)
print(grads)
h1.remove(); h2.remove(); h3.remove()
log.clear()
print(torch.round(b(torch.ones(1, 2)), decimals=4), log)
print(len(b._forward_pre_hooks), len(b.fc._forward_hooks))
