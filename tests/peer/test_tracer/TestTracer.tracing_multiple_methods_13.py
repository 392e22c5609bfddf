import torch
import torch.nn as nn

torch.manual_seed(0)

class Net(nn.Module):

    def __init__(self):
        super(Net, self).__init__()
        self.conv = nn.Conv2d(1, 1, 3)

    def forward(self, x):
        return self.conv(x)

    def weighted_kernel_sum(self, weight):
        return weight * self.conv.weight
example_weight = torch.rand(1, 1, 3, 3)
example_forward_input = torch.rand(1, 1, 3, 3)
inputs = {'forward': example_forward_input, 'weighted_kernel_sum': example_weight}
n = Net()
module = torch.jit.trace_module(n, inputs)
check_inputs = []
for i in range(2):
    check_weight = torch.rand(1, 1, 3, 3)
    check_forward_input = torch.rand(1, 1, 3, 3)
    check_inputs.append({'forward': check_forward_input, 'weighted_kernel_sum': check_weight})
module = torch.jit.trace_module(n, inputs, check_trace=True, check_inputs=check_inputs)
module = torch.jit.trace(n.forward, example_forward_input)
module = torch.jit.trace(n.forward, example_forward_input, check_trace=True, check_inputs=[example_forward_input])
module = torch.jit.trace(n.weighted_kernel_sum, inputs)
