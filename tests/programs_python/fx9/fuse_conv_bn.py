# The FX tutorial's conv/batch-norm fusion: find conv -> bn pairs among
# call_module nodes, fold the bn into the conv and drop the bn node.
import copy
import torch
import torch.fx


def fuse_conv_bn_eval(conv, bn):
    fused = copy.deepcopy(conv)
    w, b = fused.weight, fused.bias
    if b is None:
        b = torch.zeros_like(bn.running_mean)
    bn_var_rsqrt = torch.rsqrt(bn.running_var + bn.eps)
    w = w * (bn.weight * bn_var_rsqrt).reshape([-1] + [1] * (len(w.shape) - 1))
    b = (b - bn.running_mean) * bn_var_rsqrt * bn.weight + bn.bias
    fused.weight = torch.nn.Parameter(w.detach())
    fused.bias = torch.nn.Parameter(b.detach())
    return fused


def _parent_name(target):
    *parent, name = target.rsplit('.', 1)
    return parent[0] if parent else '', name


def replace_node_module(node, modules, new_module):
    parent_name, name = _parent_name(node.target)
    modules[node.target] = new_module
    setattr(modules[parent_name], name, new_module)


def fuse(model):
    model = copy.deepcopy(model)
    fx_model = torch.fx.symbolic_trace(model)
    modules = dict(fx_model.named_modules())
    for node in fx_model.graph.nodes:
        if node.op != 'call_module':
            continue
        if type(modules[node.target]) is torch.nn.BatchNorm2d and isinstance(node.args[0], torch.fx.Node) \
                and node.args[0].op == 'call_module' and type(modules[node.args[0].target]) is torch.nn.Conv2d:
            if len(node.args[0].users) > 1:
                continue
            conv = modules[node.args[0].target]
            bn = modules[node.target]
            replace_node_module(node.args[0], modules, fuse_conv_bn_eval(conv, bn))
            node.replace_all_uses_with(node.args[0])
            fx_model.graph.erase_node(node)
    fx_model.graph.lint()
    fx_model.delete_all_unused_submodules()
    fx_model.recompile()
    return fx_model


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(2, 4, 3, padding=1)
        self.bn = torch.nn.BatchNorm2d(4)

    def forward(self, x):
        return torch.relu(self.bn(self.conv(x)))


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.block = Block()
        self.seq = torch.nn.Sequential(torch.nn.Conv2d(4, 4, 1), torch.nn.BatchNorm2d(4), torch.nn.ReLU())

    def forward(self, x):
        return self.seq(self.block(x))


torch.manual_seed(0)
net = Net()
for m in net.modules():
    if isinstance(m, torch.nn.BatchNorm2d):
        m.running_mean.uniform_(-1, 1)
        m.running_var.uniform_(0.5, 2)
net.eval()
fused = fuse(net)
print(fused.graph)
print(fused.code)
print(fused)
x = torch.randn(1, 2, 5, 5)
print(round((fused(x) - net(x)).abs().max().item(), 4))
