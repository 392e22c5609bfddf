// ===--- optim_more_py.cpp - the less common torch.optim optimizers -------=== //
// Adadelta, Adamax, NAdam, RAdam, ASGD and Rprop, run into torch.optim after
// optim_py.cpp's base class. Each update uses PyTorch 1.13's single-tensor
// arithmetic in its order (addcmul/addcdiv included), so trained values
// match; state and defaults keys are PyTorch's, in its order.
#include "python/interpreter_impl.h"

namespace ts::py {

extern const char* kOptimMorePy;
const char* kOptimMorePy = R"PY(

def _check_range(name, value, low=0.0):
    if not low <= value:
        raise ValueError("Invalid {}: {}".format(name, value))


def _check_betas(betas):
    if not 0.0 <= betas[0] < 1.0:
        raise ValueError("Invalid beta parameter at index 0: {}".format(betas[0]))
    if not 0.0 <= betas[1] < 1.0:
        raise ValueError("Invalid beta parameter at index 1: {}".format(betas[1]))


class Adadelta(Optimizer):
    def __init__(self, params, lr=1.0, rho=0.9, eps=1e-6, weight_decay=0, foreach=None, *, maximize=False):
        _check_range("learning rate", lr)
        if not 0.0 <= rho <= 1.0:
            raise ValueError("Invalid rho value: {}".format(rho))
        _check_range("epsilon value", eps)
        _check_range("weight_decay value", weight_decay)
        defaults = dict(lr=lr, rho=rho, eps=eps, weight_decay=weight_decay, maximize=maximize, foreach=foreach)
        super().__init__(params, defaults)

    def _update(self, group, p, grad):
        rho, eps = group["rho"], group["eps"]
        state = self._state_of(p)
        if len(state) == 0:
            state["step"] = 0
            state["square_avg"] = torch.zeros_like(p)
            state["acc_delta"] = torch.zeros_like(p)
        state["step"] += 1
        if group["weight_decay"] != 0:
            grad = grad.add(p, alpha=group["weight_decay"])
        square_avg, acc_delta = state["square_avg"], state["acc_delta"]
        square_avg.mul_(rho).addcmul_(grad, grad, value=1 - rho)
        std = square_avg.add(eps).sqrt_()
        delta = acc_delta.add(eps).sqrt_().div_(std).mul_(grad)
        acc_delta.mul_(rho).addcmul_(delta, delta, value=1 - rho)
        p.add_(delta, alpha=-group["lr"])


class Adamax(Optimizer):
    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, foreach=None, *,
                 maximize=False):
        _check_range("learning rate", lr)
        _check_range("epsilon value", eps)
        _check_betas(betas)
        _check_range("weight_decay value", weight_decay)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, foreach=foreach, maximize=maximize)
        super().__init__(params, defaults)

    def _update(self, group, p, grad):
        beta1, beta2 = group["betas"]
        state = self._state_of(p)
        if len(state) == 0:
            state["step"] = torch.tensor(0.)
            state["exp_avg"] = torch.zeros_like(p)
            state["exp_inf"] = torch.zeros_like(p)
        state["step"] += 1
        step = state["step"].item()
        if group["weight_decay"] != 0:
            grad = grad.add(p, alpha=group["weight_decay"])
        exp_avg, exp_inf = state["exp_avg"], state["exp_inf"]
        exp_avg.mul_(beta1).add_(grad, alpha=1 - beta1)
        norm_buf = torch.cat([exp_inf.mul_(beta2).unsqueeze(0), grad.abs().add_(group["eps"]).unsqueeze_(0)], 0)
        exp_inf.copy_(torch.amax(norm_buf, 0, keepdim=False))
        clr = group["lr"] / (1 - beta1 ** step)
        p.addcdiv_(exp_avg, exp_inf, value=-clr)


class NAdam(Optimizer):
    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, momentum_decay=4e-3,
                 foreach=None):
        _check_range("learning rate", lr)
        _check_range("epsilon value", eps)
        _check_betas(betas)
        _check_range("weight_decay value", weight_decay)
        _check_range("momentum_decay value", momentum_decay)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, momentum_decay=momentum_decay,
                        foreach=foreach)
        super().__init__(params, defaults)

    def _update(self, group, p, grad):
        beta1, beta2 = group["betas"]
        lr, eps, momentum_decay = group["lr"], group["eps"], group["momentum_decay"]
        state = self._state_of(p)
        if len(state) == 0:
            state["step"] = torch.tensor(0.)
            state["mu_product"] = torch.tensor(1.)
            state["exp_avg"] = torch.zeros_like(p)
            state["exp_avg_sq"] = torch.zeros_like(p)
        state["step"] += 1
        step = state["step"].item()
        bias_correction2 = 1 - beta2 ** step
        if group["weight_decay"] != 0:
            grad = grad.add(p, alpha=group["weight_decay"])
        mu = beta1 * (1. - 0.5 * (0.96 ** (step * momentum_decay)))
        mu_next = beta1 * (1. - 0.5 * (0.96 ** ((step + 1) * momentum_decay)))
        mu_product = state["mu_product"]
        mu_product *= mu
        mu_product_next = mu_product * mu * mu_next
        exp_avg, exp_avg_sq = state["exp_avg"], state["exp_avg_sq"]
        exp_avg.mul_(beta1).add_(grad, alpha=1 - beta1)
        exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)
        denom = exp_avg_sq.div(bias_correction2).sqrt().add_(eps)
        p.addcdiv_(grad, denom, value=-lr * (1. - mu) / (1. - mu_product.item()))
        p.addcdiv_(exp_avg, denom, value=-lr * mu_next / (1. - mu_product_next.item()))


class RAdam(Optimizer):
    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, foreach=None):
        _check_range("learning rate", lr)
        _check_range("epsilon value", eps)
        _check_betas(betas)
        _check_range("weight_decay value", weight_decay)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, foreach=foreach)
        super().__init__(params, defaults)

    def _update(self, group, p, grad):
        beta1, beta2 = group["betas"]
        lr, eps = group["lr"], group["eps"]
        state = self._state_of(p)
        if len(state) == 0:
            state["step"] = torch.tensor(0.)
            state["exp_avg"] = torch.zeros_like(p)
            state["exp_avg_sq"] = torch.zeros_like(p)
        state["step"] += 1
        step = state["step"].item()
        bias_correction1 = 1 - beta1 ** step
        bias_correction2 = 1 - beta2 ** step
        if group["weight_decay"] != 0:
            grad = grad.add(p, alpha=group["weight_decay"])
        exp_avg, exp_avg_sq = state["exp_avg"], state["exp_avg_sq"]
        exp_avg.mul_(beta1).add_(grad, alpha=1 - beta1)
        exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)
        bias_corrected_exp_avg = exp_avg / bias_correction1
        rho_inf = 2 / (1 - beta2) - 1
        rho_t = rho_inf - 2 * step * (beta2 ** step) / bias_correction2
        if rho_t > 5.:
            rect = math.sqrt((rho_t - 4) * (rho_t - 2) * rho_inf / ((rho_inf - 4) * (rho_inf - 2) * rho_t))
            adaptive_lr = math.sqrt(bias_correction2) / exp_avg_sq.sqrt().add_(eps)
            p.add_(bias_corrected_exp_avg * lr * adaptive_lr * rect, alpha=-1.0)
        else:
            p.add_(bias_corrected_exp_avg * lr, alpha=-1.0)


class ASGD(Optimizer):
    def __init__(self, params, lr=1e-2, lambd=1e-4, alpha=0.75, t0=1e6, weight_decay=0, foreach=None,
                 maximize=False):
        _check_range("learning rate", lr)
        _check_range("weight_decay value", weight_decay)
        defaults = dict(lr=lr, lambd=lambd, alpha=alpha, t0=t0, weight_decay=weight_decay, foreach=foreach,
                        maximize=maximize)
        super().__init__(params, defaults)

    def _update(self, group, p, grad):
        lr, lambd, alpha, t0 = group["lr"], group["lambd"], group["alpha"], group["t0"]
        state = self._state_of(p)
        if len(state) == 0:
            state["step"] = torch.tensor(0.)
            state["eta"] = torch.tensor(lr)
            state["mu"] = torch.tensor(1.)
            state["ax"] = torch.zeros_like(p)
        state["step"] += 1
        step = state["step"].item()
        if group["weight_decay"] != 0:
            grad = grad.add(p, alpha=group["weight_decay"])
        eta, mu, ax = state["eta"], state["mu"], state["ax"]
        p.mul_(1 - lambd * eta.item())
        p.add_(grad, alpha=-eta.item())
        if mu.item() != 1:
            ax.add_(p.sub(ax).mul(mu))
        else:
            ax.copy_(p)
        eta.copy_(torch.tensor(lr / math.pow((1 + lambd * lr * step), alpha)))
        mu.copy_(torch.tensor(1 / max(1, step - t0)))


class Rprop(Optimizer):
    def __init__(self, params, lr=1e-2, etas=(0.5, 1.2), step_sizes=(1e-6, 50), foreach=None, maximize=False):
        _check_range("learning rate", lr)
        if not 0.0 < etas[0] < 1.0 < etas[1]:
            raise ValueError("Invalid eta values: {}, {}".format(etas[0], etas[1]))
        defaults = dict(lr=lr, etas=etas, step_sizes=step_sizes, foreach=foreach, maximize=maximize)
        super().__init__(params, defaults)

    def _update(self, group, p, grad):
        etaminus, etaplus = group["etas"]
        step_size_min, step_size_max = group["step_sizes"]
        state = self._state_of(p)
        if len(state) == 0:
            state["step"] = 0
            state["prev"] = torch.zeros_like(p)
            state["step_size"] = torch.full_like(grad, group["lr"])
        state["step"] += 1
        prev, step_size = state["prev"], state["step_size"]
        sign = grad.mul(prev).sign()
        sign[sign.gt(0)] = etaplus
        sign[sign.lt(0)] = etaminus
        sign[sign.eq(0)] = 1
        step_size.mul_(sign).clamp_(step_size_min, step_size_max)
        grad = grad.clone()
        grad[sign.eq(etaminus)] = 0
        p.addcmul_(grad.sign(), step_size, value=-1)
        prev.copy_(grad)
)PY";

}  // namespace ts::py
