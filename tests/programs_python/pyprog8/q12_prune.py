# Magnitude pruning with torch.nn.utils.prune and sparsity reporting.
import torch
import torch.nn as nn
import torch.nn.utils.prune as prune


class LeNetish(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 3)
        self.fc = nn.Linear(8, 4)

    def forward(self, x):
        return self.fc(torch.relu(self.conv(x)).flatten(1))


model = LeNetish()
with torch.no_grad():
    for p in model.parameters():
        p.copy_(torch.arange(p.numel(), dtype=torch.float32).reshape(p.shape) - p.numel() / 2)

prune.l1_unstructured(model.fc, name="weight", amount=0.5)
print([n for n, _ in model.fc.named_parameters()], [n for n, _ in model.fc.named_buffers()])
print(model.fc.weight_mask)
print(model.fc.weight)
print(prune.is_pruned(model.fc), prune.is_pruned(model.conv))

prune.ln_structured(model.conv, name="weight", amount=1, n=2, dim=0)
print(model.conv.weight_mask.sum(dim=(1, 2, 3)))

def sparsity(t):
    return f"{100.0 * float((t == 0).sum()) / t.numel():.1f}%"

for name, module in model.named_modules():
    if hasattr(module, "weight"):
        print(name, "sparsity", sparsity(module.weight))

hooks = list(model.fc._forward_pre_hooks.values())
print(type(hooks[0]).__name__, hooks[0]._tensor_name, hooks[0].amount)
prune.remove(model.fc, "weight")
print([n for n, _ in model.fc.named_parameters()], list(model.fc._forward_pre_hooks))

parameters_to_prune = [(model.conv, "bias"), (model.fc, "bias")]
prune.global_unstructured(parameters_to_prune, pruning_method=prune.L1Unstructured, amount=3)
print(model.conv.bias, model.fc.bias)
print(sorted(model.state_dict().keys()))
